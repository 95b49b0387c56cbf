import { ArrowUpRight } from 'lucide';
import type { NavGroup } from '@/content/schema';
import { cn } from '@/lib/cn';
import { isInGroup, isWithin } from '@/lib/current-page';
import { SmartLink } from '@/components/ui/smart-link';
import { Svg } from '@/components/ui/svg';

/** How a menu draws the title of the section the visitor is in: brand colour, a gold underline. */
const currentSection = 'text-brand-700 underline decoration-earth-400 decoration-2';

/**
 * A link of the header's menu or of the drawer, drawn `marked` while the visitor is in it: in any page of
 * its group for a group's title (`section`), at or below its page for an entry. Another site gets an arrow.
 */
export function MenuLink({
  link,
  pathname,
  section = false,
  className,
  marked,
  unmarked,
  onClick,
}: {
  link: NavGroup;
  pathname: string | null;
  section?: boolean;
  className: string;
  marked: string;
  unmarked: string;
  onClick?: () => void;
}) {
  const isMarked = section ? isInGroup(pathname, link) : isWithin(pathname, link.href);
  return (
    <SmartLink
      href={link.href}
      external={link.external}
      onClick={onClick}
      aria-current={pathname === link.href ? 'page' : undefined}
      className={cn(className, isMarked ? [section && currentSection, marked] : unmarked)}
    >
      {link.label}
      {link.external ? <Svg node={ArrowUpRight} className="ml-1 inline size-[1em] align-[-0.125em]" /> : null}
    </SmartLink>
  );
}
