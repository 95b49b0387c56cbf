import { useId } from 'react';
import { cn } from '@/lib/cn';
import { buttonClasses } from '@/components/ui/button';
import { PaperMini, type DocumentSeries } from '@/components/ui/paper-page';
import type { ArchiveItem } from '@/lib/list-index';

/**
 * A plain card for an item of a list, from its index entry: what a filtered page shows for a match
 * on another of the list's pages, and what a document's page offers to read next. Its action is an
 * outline button, so a page's one green button stays its own.
 */
export function ArchiveCard({
  item,
  heading: Heading = 'h2',
  brief = false,
  series,
}: {
  item: ArchiveItem;
  heading?: 'h2' | 'h3';
  /** Title, date and action only on a phone (a page's suggestions, not its matches). */
  brief?: boolean;
  /** A document's series: its small cover stands left of its heading. */
  series?: DocumentSeries;
}) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-brand-900/5"
    >
      <div className={cn(series && 'flex items-start gap-4')}>
        {series ? <PaperMini date={item.date} title={item.title} series={series} /> : null}
        <div className="min-w-0 flex-1">
          <p className="text-sm font-semibold text-brand-700">{item.category}</p>
          <Heading id={titleId} className="mt-2 text-lg font-bold text-balance text-brand-900">
            {item.href ? (
              <a href={item.href} className="underline-offset-4 hover:underline">
                {item.title}
              </a>
            ) : (
              item.title
            )}
          </Heading>
          <p className="mt-2 text-sm text-ink-muted">
            <time dateTime={item.date}>{item.dateText}</time>
          </p>
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
