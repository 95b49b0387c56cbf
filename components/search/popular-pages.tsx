import { chipClasses } from '@/components/ui/chip-classes';
import { search as copy } from '@/content/search';
import { SmartLink } from '@/components/ui/smart-link';

/** A few pages most visitors go to: when a search finds nothing, and on the page-not-found page. */
export function PopularPages({
  onNavigate,
  className,
  titleClassName = 'text-sm font-semibold text-ink',
}: {
  onNavigate?: () => void;
  className?: string;
  titleClassName?: string;
}) {
  const { title, links } = copy.popular;
  return (
    <nav aria-label={title} className={className}>
      <h2 className={titleClassName}>{title}</h2>
      <ul className="mt-3 flex flex-wrap gap-2">
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
