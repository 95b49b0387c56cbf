import type { ReactNode } from 'react';
import { formatMonthYear } from '@/lib/dates';
import { coverTitle, coverTitleStyle } from '@/lib/cover-title';

export const paperSheet = 'rounded-sm bg-white shadow-lift';

/** The head of a drawn document page, out of the search index (it repeats the header). */
export function PaperHeading({ letterhead, kicker, title }: { letterhead: string; kicker: ReactNode; title: string }) {
  return (
    <div data-pagefind-ignore>
      <p className="border-b-2 border-earth-300 pb-3 text-xs font-bold tracking-[0.14em] text-brand-800 uppercase">
        {letterhead}
      </p>
      <p className="mt-5 text-xs font-semibold text-ink-muted sm:text-sm">{kicker}</p>
      <p className="mt-2 font-heading text-xl leading-snug text-balance text-brand-900 sm:text-2xl">{title}</p>
    </div>
  );
}

/** A drawing of a document, hidden from assistive technology and the search: its card or page says the same in words. */
function Drawing({ className, children }: { className: string; children: ReactNode }) {
  return (
    <div aria-hidden="true" data-pagefind-ignore className={className}>
      {children}
    </div>
  );
}

export type DocumentSeries = 'bulletin' | 'press' | 'resource' | 'newsletter' | 'post';

// Each series' ground, so a list of bulletins does not look like one of statements.
const seriesGrounds: Record<DocumentSeries, string> = {
  bulletin: 'bg-sky-800',
  press: 'bg-earth-800',
  resource: 'bg-brand-800',
  newsletter: 'bg-plum-800',
  post: 'bg-brand-800',
};

/** A document's first page in miniature, for a card's picture; without a title, the month heads it. */
export function PaperThumb({
  letterhead,
  kicker,
  date,
  title,
  series,
}: {
  letterhead: string;
  kicker: string;
  date: string;
  title?: string;
  series: DocumentSeries;
}) {
  const month = formatMonthYear(date);
  const printed = title && coverTitle(title, month);
  return (
    <Drawing
      className={`band-contours flex h-full justify-center overflow-hidden px-6 pt-6 md:in-data-lead:pt-8 ${seriesGrounds[series]}`}
    >
      <div
        className={`${paperSheet} @container aspect-[5/7] w-3/5 max-w-64 min-w-40 shrink-0 self-start overflow-hidden px-4 pt-4`}
      >
        <p className="border-b border-earth-300 pb-1.5 text-[0.5rem] leading-snug font-bold tracking-[0.1em] text-balance text-brand-800 uppercase">
          {letterhead}
        </p>
        {printed ? (
          <>
            <p className="mt-2 text-[0.6rem] leading-snug font-semibold text-balance text-ink-muted">
              {/* The dot keeps to the kind: a narrow cover breaks before the month, never before the dot. */}
              {kicker}
              {'\u00a0· '}
              {month}
            </p>
            <p
              className="mt-1 font-heading leading-snug text-brand-900"
              style={coverTitleStyle(printed, '0.875rem', 2600)}
            >
              {printed}
            </p>
          </>
        ) : (
          <>
            <p className="mt-2 truncate text-[0.6rem] font-semibold text-ink-muted">{kicker}</p>
            <p className="mt-1 font-heading text-base leading-snug text-brand-900">{month}</p>
          </>
        )}
      </div>
    </Drawing>
  );
}

/** A document's cover at a thumbnail's size, left of a card's heading on a phone: its series' colour all over. */
export function PaperMini({ date, title, series }: { date: string; title: string; series: DocumentSeries }) {
  const month = formatMonthYear(date);
  const printed = coverTitle(title, month);
  return (
    <Drawing
      className={`${paperSheet} flex aspect-[5/7] w-[4.5rem] shrink-0 flex-col self-start overflow-hidden ring-1 ring-brand-900/10`}
    >
      <div className={`band-contours @container flex-1 px-1.5 pt-1.5 pb-2 text-white ${seriesGrounds[series]}`}>
        {/* The letterhead, too small to read at this size, drawn as its rule. */}
        <div className="border-b border-earth-300 pb-1">
          <div className="h-0.5 w-4/5 rounded-full bg-white/70" />
        </div>
        <p className="mt-1 truncate text-[0.4rem] leading-tight font-semibold text-white/80">{month}</p>
        <p className="mt-px font-heading leading-[1.15]" style={coverTitleStyle(printed, '0.5rem', 3600)}>
          {printed}
        </p>
      </div>
    </Drawing>
  );
}

/** A document's cover at the size of a book's, for the page of the document itself: its series' colour all over. */
export function PaperCover({
  letterhead,
  date,
  title,
  series,
}: {
  letterhead: string;
  date: string;
  title: string;
  series: DocumentSeries;
}) {
  const month = formatMonthYear(date);
  const printed = coverTitle(title, month);
  return (
    // Drawn in its own width's units (cqi), so that it is the same drawing at every size: at a phone's
    // narrower width the letterhead does not wrap to more lines and leave the page no room.
    <Drawing className={`${paperSheet} @container flex aspect-[5/7] w-full flex-col overflow-hidden text-left`}>
      <div className={`band-contours flex-1 px-[9cqi] pt-[8cqi] pb-[8cqi] text-white ${seriesGrounds[series]}`}>
        <p className="border-b border-earth-300 pb-[4.5cqi] text-[5.5cqi] leading-snug font-bold tracking-[0.1em] text-balance uppercase">
          {letterhead}
        </p>
        {/* At a book's size the month alone heads the title: what the document is stands in the facts beside it. */}
        <p className="mt-[6cqi] truncate text-[7cqi] font-semibold text-white/80">{month}</p>
        <p className="mt-[1.5cqi] font-heading leading-tight" style={coverTitleStyle(printed, '9cqi', 2200)}>
          {printed}
        </p>
      </div>
    </Drawing>
  );
}
