import type { ReactNode } from 'react';

/** A document's page drawn in HTML: white, square-cornered, lifted off its ground. */
export const paperSheet = 'rounded-sm bg-white shadow-lift';

/**
 * The head of a drawn document page: the institute's letterhead over a gold rule, what the document
 * is and when, and its title. It repeats what the page's own header says, so it stays out of the
 * search index.
 */
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
