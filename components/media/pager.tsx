import { cn } from '@/lib/cn';
import { SmartLink } from '@/components/ui/smart-link';
import { listPageHref, pagerNumbers } from '@/lib/paging';
import { fillText } from '@/lib/page-copy';

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-xl px-3 text-sm font-semibold';

/**
 * The links between a list's pages: plain links (they work without JavaScript), newer and older on
 * either side, the first, the last and the pages around the current one.
 */
export function Pager({
  base,
  page,
  pageCount,
  texts,
}: {
  base: string;
  page: number;
  pageCount: number;
  texts: Record<'pager' | 'previous' | 'next' | 'page', string>;
}) {
  if (pageCount <= 1) return null;
  const link = (target: number, label: string | number, props: { rel?: string; 'aria-label'?: string }) => (
    <SmartLink
      href={listPageHref(base, target)}
      {...props}
      className={cn(item, 'text-brand-700 ring-1 ring-brand-900/15 hover:bg-brand-50')}
    >
      {label}
    </SmartLink>
  );
  return (
    <nav aria-label={texts.pager} className="mt-10" data-pagefind-ignore>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 ? <li>{link(page - 1, texts.previous, { rel: 'prev' })}</li> : null}
        {pagerNumbers(page, pageCount).map((number, index) =>
          number === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-ink-muted">
              …
            </li>
          ) : (
            <li key={number}>
              {number === page ? (
                <span aria-current="page" className={cn(item, 'bg-brand-700 text-white')}>
                  {number}
                </span>
              ) : (
                link(number, number, { 'aria-label': fillText(texts.page, { page: number }) })
              )}
            </li>
          ),
        )}
        {page < pageCount ? <li>{link(page + 1, texts.next, { rel: 'next' })}</li> : null}
      </ul>
    </nav>
  );
}
