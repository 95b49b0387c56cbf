'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Search } from 'lucide';
import { chipClasses } from '@/components/ui/chip-classes';
import { CloseButton } from '@/components/ui/close-button';
import { Svg } from '@/components/ui/svg';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
// The dialog's words: imported here, in the chunk that loads when the search opens, not in every page.
import { search as copy } from '@/content/search';
import {
  displayQuery,
  isSearchable,
  normalizeQuery,
  scopeFilters,
  searchScopes,
  type SearchScope,
} from '@/lib/search-text';
import { dateSortKey, newestFirstWhenTied } from '@/lib/search-order';
import { loadPagefind, type Pagefind, type PagefindResult, type PagefindResultData } from './pagefind';
import { PopularPages } from './popular-pages';
import {
  fill,
  foldDocumentPages,
  withMenuPagesFirst,
  SearchResultItem,
  toResultItem,
  type ResultItem,
} from './search-result';

const searchDebounceMs = 200;
/** Results shown at first and added by "Show more results". */
const resultsPageSize = 8;

type SearchState =
  | { status: 'idle' }
  | { status: 'searching'; query: string }
  | { status: 'done'; query: string; items: ResultItem[]; rest: PagefindResult[] }
  | { status: 'error'; query: string };

async function loadItems(results: PagefindResult[]): Promise<ResultItem[]> {
  const data: PagefindResultData[] = await Promise.all(results.map((result) => result.data()));
  return data.map(toResultItem).filter((item): item is ResultItem => item !== null);
}

/**
 * By relevance, dated items that match about equally newest first. The date-sorted search is a
 * second pass over the same loaded index, no download.
 */
async function searchResultsFor(pagefind: Pagefind, query: string, scope: SearchScope): Promise<PagefindResult[]> {
  const filters = scopeFilters(scope);
  const [ranked, dated] = await Promise.all([
    pagefind.search(query, { filters }),
    pagefind.search(query, { filters, sort: { [dateSortKey]: 'desc' } }),
  ]);
  return newestFirstWhenTied(
    ranked?.results ?? [],
    (dated?.results ?? []).map((result) => result.id),
  );
}

/** `total` leaves out the pages of documents shown under the page that presents them. */
function statusText(state: SearchState, total: number): string {
  switch (state.status) {
    case 'idle':
      return '';
    case 'searching':
      return copy.searching;
    case 'error':
      return copy.unavailable;
    case 'done': {
      const query = displayQuery(state.query);
      if (total === 0) return fill(copy.noResults, { query });
      return total === 1 ? fill(copy.oneResult, { query }) : fill(copy.results, { count: total, query });
    }
  }
}

/** The site search: a native modal <dialog>, loaded only when first opened. */
export function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  // The result link the arrow keys last reached: the one result link in the tab order.
  const [active, setActive] = useState<string | undefined>(undefined);
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState<SearchScope>('all');
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const [total, setTotal] = useState(0);
  const [loadingMore, setLoadingMore] = useState(false);
  const ids = useId();
  const statusId = `${ids}-status`;
  const inputId = `${ids}-input`;

  const { close, dialogProps } = useModalDialog({
    open,
    onClose,
    onOpen: () => {
      input.current?.focus();
      input.current?.select();
      loadPagefind().catch(() => {});
    },
  });

  useEffect(() => {
    const normalized = normalizeQuery(query);
    let cancelled = false;
    const timer = setTimeout(async () => {
      if (!normalized) {
        setState({ status: 'idle' });
        return;
      }
      if (!isSearchable(normalized)) {
        setTotal(0);
        setState({ status: 'done', query: normalized, items: [], rest: [] });
        return;
      }
      setState({ status: 'searching', query: normalized });
      try {
        const pagefind = await loadPagefind();
        const results = await searchResultsFor(pagefind, normalized, scope);
        const items = await loadItems(results.slice(0, resultsPageSize));
        if (cancelled) return;
        setTotal(results.length);
        setState({ status: 'done', query: normalized, items, rest: results.slice(resultsPageSize) });
      } catch {
        if (!cancelled) setState({ status: 'error', query: normalized });
      }
    }, searchDebounceMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [query, scope]);

  async function showMore() {
    if (state.status !== 'done' || loadingMore) return;
    setLoadingMore(true);
    try {
      const more = await loadItems(state.rest.slice(0, resultsPageSize));
      setState((current) =>
        current === state
          ? { ...state, items: [...state.items, ...more], rest: state.rest.slice(resultsPageSize) }
          : current,
      );
    } catch {
      setState({ status: 'error', query: state.query });
    } finally {
      setLoadingMore(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    // Enter goes to the best match, as in most site searches.
    const first = shown[0];
    if (state.status === 'done' && first && normalizeQuery(query) === state.query) {
      onClose();
      window.location.assign(first.url);
    }
  }

  // Asked for documents only, a visitor gets the documents themselves; otherwise each item once, as
  // its page, and a query naming a section of the menu has that section first.
  const shown =
    state.status !== 'done'
      ? []
      : scope === 'documents'
        ? state.items
        : withMenuPagesFirst(foldDocumentPages(state.items), state.query);
  const message = statusText(state, total - (state.status === 'done' ? state.items.length - shown.length : 0));
  const links = shown.flatMap((item) => [item.url, ...item.sections.map((section) => section.url)]);
  const current = active !== undefined && links.includes(active) ? active : links[0];

  const resultLinks = () => Array.from(list.current?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? []);

  function fieldKeys(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Escape') {
      // Closes even while the field has text (a search field's own Escape would only clear it first).
      event.preventDefault();
      close();
    } else if (event.key === 'ArrowDown') {
      const first = resultLinks()[0];
      if (!first) return;
      event.preventDefault();
      first.focus();
    }
  }

  // Arrows, Home and End move between the result links; up from the first goes back to the field.
  function resultKeys(event: KeyboardEvent<HTMLUListElement>) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const found = resultLinks();
    const at = found.indexOf(document.activeElement as HTMLAnchorElement);
    if (at < 0) return;
    const targets: Partial<Record<string, HTMLElement | null>> = {
      ArrowDown: found[Math.min(at + 1, found.length - 1)],
      ArrowUp: found[at - 1] ?? input.current,
      Home: found[0],
      End: found[found.length - 1],
    };
    const target = targets[event.key];
    if (!target) return;
    event.preventDefault();
    target.focus();
  }

  return (
    <dialog
      {...dialogProps}
      aria-label={copy.label}
      className="mx-auto mt-[8dvh] mb-auto max-h-[84dvh] w-[min(42rem,calc(100vw-1.5rem))] max-w-none flex-col overflow-hidden rounded-card bg-white p-0 text-ink shadow-lift backdrop:bg-brand-950/60 open:flex"
    >
      <form role="search" onSubmit={submit} className="flex items-center gap-2 border-b border-brand-900/10 p-3">
        <div className="flex min-w-0 flex-1 items-center gap-1 rounded-lg bg-gray-50 pl-3 ring-1 ring-brand-900/15 focus-within:bg-white focus-within:ring-2 focus-within:ring-brand-700">
          <Svg node={Search} className="size-5 shrink-0 text-ink-subtle" />
          <label htmlFor={inputId} className="sr-only">
            {copy.label}
          </label>
          <input
            ref={input}
            id={inputId}
            type="search"
            // Uncontrolled: React never writes the field, so nothing typed can be lost to a re-render
            // racing the first keystrokes while the dialog's code is still settling.
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={fieldKeys}
            placeholder={copy.placeholder}
            autoComplete="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-describedby={statusId}
            // The box around the field shows focus; the site-wide ring outranks any utility class.
            style={{ outline: 'none', boxShadow: 'none' }}
            // The browser's own clear button looked like a second close button.
            className="min-h-11 min-w-0 flex-1 bg-transparent px-2 text-base text-ink placeholder:text-ink-subtle [&::-webkit-search-cancel-button]:appearance-none"
          />
        </div>

        <CloseButton label={copy.close} onClick={close} className="text-ink-muted hover:bg-brand-50 hover:text-ink" />
      </form>

      <fieldset className="flex flex-wrap gap-2 border-b border-brand-900/10 px-3 py-2">
        <legend className="sr-only">{copy.scope.legend}</legend>
        {searchScopes.map((value) => (
          <label
            key={value}
            className={chipClasses(
              'relative cursor-pointer has-checked:bg-brand-800 has-checked:text-white has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-700',
            )}
          >
            <input
              type="radio"
              name={`${ids}-scope`}
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
              // Over the whole pill, unseen: the pill is what shows, the radio takes the click.
              className="absolute inset-0 cursor-pointer appearance-none rounded-pill opacity-0"
            />
            {copy.scope[value]}
          </label>
        ))}
      </fieldset>

      <div className="overflow-y-auto overscroll-contain px-4 pt-3 pb-4">
        <p id={statusId} role="status" className="min-h-6 text-sm font-medium text-ink-muted">
          {message}
        </p>
        {state.status === 'idle' ? <p className="mt-1 text-sm text-ink-muted">{copy.hint}</p> : null}
        {state.status === 'done' && state.items.length === 0 ? (
          <PopularPages onNavigate={onClose} className="mt-4" />
        ) : null}
        {state.status === 'done' && state.items.length > 0 ? (
          <>
            <ul ref={list} aria-label={copy.resultsList} onKeyDown={resultKeys} className="mt-2 space-y-2">
              {shown.map((item) => (
                <SearchResultItem
                  key={item.url}
                  item={item}
                  onNavigate={onClose}
                  active={current}
                  onActivate={setActive}
                />
              ))}
            </ul>
            {state.rest.length > 0 ? (
              <button
                type="button"
                onClick={showMore}
                disabled={loadingMore}
                className={chipClasses('mt-3 w-full justify-center disabled:opacity-60')}
              >
                {loadingMore ? copy.loadingMore : copy.showMore}
              </button>
            ) : null}
          </>
        ) : null}
      </div>
      <p className="hidden border-t border-brand-900/10 px-4 py-2 text-xs text-ink-muted sm:block">
        <kbd className="font-sans font-semibold">{copy.keys.enter}</kbd> {copy.keys.enterAction} ·{' '}
        <kbd className="font-sans font-semibold">{copy.keys.arrows}</kbd> {copy.keys.arrowsAction} ·{' '}
        <kbd className="font-sans font-semibold">{copy.keys.escape}</kbd> {copy.keys.escapeAction}
      </p>
    </dialog>
  );
}
