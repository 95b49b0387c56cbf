import { useId } from 'react';
import { Calendar } from 'lucide';
import { cn } from '@/lib/cn';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { IconText } from '@/components/ui/icon-text';
import { PaperMini } from '@/components/ui/paper-page';
import type { ArchiveItem } from '@/lib/list-index';
import { kindEdge, kindTone, type MediaKind } from './kinds';

/**
 * A plain card from a list's index entry (a filtered page's match on another page, a document page's
 * suggestions); its action an outline button, so a page's one green button stays its own.
 */
export function ArchiveCard({
  item,
  kind,
  heading: Heading = 'h2',
  brief = false,
}: {
  item: ArchiveItem;
  kind: MediaKind;
  heading?: 'h2' | 'h3';
  /** Title, date and action only on a phone (a page's suggestions). */
  brief?: boolean;
}) {
  const titleId = useId();
  // A document's small cover stands left of its heading; a post is led by its words.
  const document = kind !== 'post';
  return (
    <article aria-labelledby={titleId} className={cardClasses({}, cn('flex h-full flex-col', kindEdge(kind)))}>
      <div className={cn(document && 'flex items-start gap-4')}>
        {document ? <PaperMini date={item.date} title={item.title} series={kind} /> : null}
        <div className="min-w-0 flex-1">
          <p className="mb-3 flex" data-pagefind-ignore>
            <Badge tone={kindTone(kind)}>{item.category}</Badge>
          </p>
          <Heading id={titleId} className="text-lg font-bold text-balance text-brand-900">
            {item.href ? (
              <a href={item.href} className="underline-offset-4 hover:underline">
                {item.title}
              </a>
            ) : (
              item.title
            )}
          </Heading>
          <IconText as="p" icon={Calendar} className="mt-2 text-sm text-ink-muted">
            <time dateTime={item.date}>{item.dateText}</time>
          </IconText>
        </div>
      </div>
      <p className={cn('mt-3 text-sm text-pretty text-ink-muted', brief && 'hidden md:block')}>{item.description}</p>
      <p className="mt-auto pt-5">
        <a
          href={item.action.href}
          download={item.action.download ? '' : undefined}
          className={buttonClasses('outline', 'md')}
        >
          {item.action.label}
          <span className="sr-only">: {item.title}</span>
        </a>
      </p>
    </article>
  );
}
