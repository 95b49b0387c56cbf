import { cn } from '@/lib/cn';
import { chipClasses } from '@/components/ui/chip-classes';
import { search as copy } from '@/content/search';
import { SmartLink } from '@/components/ui/smart-link';

/**
 * A few pages most visitors are going to, from content/search.ts: offered when a search finds
 * nothing, and on the page-not-found page, so neither ends with nowhere to go.
 */
export function PopularPages({
  onNavigate,
  centered = false,
  className,
  titleClassName = 'text-sm font-semibold text-ink',
}: {
  onNavigate?: () => void;
  centered?: boolean;
  className?: string;
  /** The title's style: a small label in the search panel, a section heading on a page. */
  titleClassName?: string;
}) {
  const { title, links } = copy.popular;
  return (
    <nav aria-label={title} className={className}>
      <h2 className={titleClassName}>{title}</h2>
      <ul className={cn('mt-3 flex flex-wrap gap-2', centered && 'justify-center')}>
        {links.map((link) => (
          <li key={link.href}>
            <SmartLink href={link.href} onClick={onNavigate} className={chipClasses()}>
              {link.label}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
