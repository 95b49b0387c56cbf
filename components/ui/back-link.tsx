import { ArrowLeft } from 'lucide';
import type { Link } from '@/content/schema';
import { buttonClasses } from './button';
import { SmartLink } from './smart-link';
import { Svg } from './svg';

/** The outlined way back from an item's page to its list; out of the search index, as no part of what the page says. */
export function BackLink({ link, className }: { link: Link; className?: string }) {
  return (
    <p className={className} data-pagefind-ignore>
      <SmartLink href={link.href} className={buttonClasses('outline', 'md')}>
        <Svg node={ArrowLeft} className="size-4" />
        {link.label}
      </SmartLink>
    </p>
  );
}
