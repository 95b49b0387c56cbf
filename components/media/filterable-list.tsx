'use client';

import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { SearchField } from '@/components/ui/search-field';
import { Select } from '@/components/ui/select';
import { ArchiveCard } from './archive-card';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useEnhanced } from '@/components/ui/use-enhanced';
import {
  ALL,
  applyFilter,
  parseFilterQuery,
  serializeFilterQuery,
  type FilterEntry,
  type FilterMode,
  type FilterState,
} from '@/lib/media-filters';
import type { ArchiveItem } from '@/lib/list-index';
import type { MediaKind } from './kinds';
import { listWords } from '@/content/list-words';
import { fillText } from '@/lib/fill-text';

export interface ListEntry extends FilterEntry {
  /** Rendered on the server. */
  card: ReactNode;
}

export interface FilterableListProps {
  entries: ListEntry[];
  mode: FilterMode;
  /** Categories (without "all") or years. */
  options: string[];
  /** `all`, or the default year. */
  defaultChoice: string;
  choiceLabel: string;
  search?: { label: string; placeholder: string };
  /** Singular and plural: ["press statement", "press statements"]. */
  noun: [string, string];
  /** Shown when nothing matches; `{year}` is replaced by the chosen year. */
  emptyMessage: string;
  /** So the plain card of a match on another page keeps the list's colour and covers. */
  kind: MediaKind;
  /** For one page of a longer list: the list's index (fetched on first filtering), its size and this page's place. */
  archive?: { href: string; total: number; first: number; last: number };
  /** Shown while the list is not filtered. */
  pager?: ReactNode;
  /** Whether the newest item leads the first page, a row of its own: only while it is still news. */
  lead?: boolean;
}

/**
 * The filter toolbar and list of downloads, bulletins, press statements and blogs. The HTML lists
 * every item of the page (the pager's links lead to the rest); once running, the filter lives in the
 * URL query so a filtered list can be shared and survives a reload. A page of a longer list searches
 * the whole list's index: the matches on this page keep their cards, the others get a plain one.
 */
export function FilterableList({
  entries,
  mode,
  options,
  defaultChoice,
  choiceLabel,
  search,
  noun,
  emptyMessage,
  kind,
  archive,
  pager,
  lead = false,
}: FilterableListProps) {
  const id = useId();
  const enhanced = useEnhanced();
  const [state, setState] = useState<FilterState>({ q: '', choice: defaultChoice });
  // The box keeps what is typed (spaces included); the filter and the URL use the trimmed text.
  const [typed, setTyped] = useState('');

  useEffect(() => {
    const initial = parseFilterQuery(window.location.search, mode, options);
    setState(initial);
    setTyped(initial.q);
  }, [mode, options]);

  useEffect(() => {
    if (!enhanced) return;
    const query = serializeFilterQuery(state, mode, defaultChoice);
    const { pathname, hash } = window.location;
    if (window.location.search !== query)
      window.history.replaceState(window.history.state, '', `${pathname}${query}${hash}`);
  }, [enhanced, state, mode, defaultChoice]);

  const filtered = enhanced && (state.q !== '' || state.choice !== defaultChoice);
  const [index, setIndex] = useState<ArchiveItem[] | null>(null);
  const archiveHref = archive?.href;
  useEffect(() => {
    if (!filtered || !archiveHref || index) return;
    let current = true;
    fetch(archiveHref)
      .then((response) => (response.ok ? (response.json() as Promise<ArchiveItem[]>) : Promise.reject(response)))
      .then((items) => current && setIndex(items))
      // Offline or failed: the filter keeps to this page's items.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [filtered, archiveHref, index]);

  const visible = useMemo((): { key: string; card: ReactNode }[] => {
    if (!enhanced) return entries;
    if (!filtered || !index) return applyFilter(entries, state, mode);
    const cards = new Map(entries.map((entry) => [entry.key, entry.card]));
    return applyFilter(index, state, mode).map((item) => ({
      key: item.key,
      card: cards.get(item.key) ?? <ArchiveCard item={item} kind={kind} />,
    }));
  }, [enhanced, entries, state, mode, filtered, index, kind]);

  const update = (next: Partial<FilterState>) => setState((current) => ({ ...current, ...next }));

  function clear() {
    setTyped('');
    update({ q: '', choice: defaultChoice });
  }

  const count = visible.length;
  const leading = lead && !filtered && (archive?.first ?? 1) === 1;
  const total = archive?.total ?? entries.length;
  const word = (n: number) => (n === 1 ? noun[0] : noun[1]);
  const where = 'content/list-words.ts';
  const status = filtered
    ? fillText(listWords.showingSome, { count, total, noun: word(total) }, where)
    : archive && total > entries.length
      ? fillText(listWords.showingRange, { first: archive.first, last: archive.last, total, noun: word(total) }, where)
      : fillText(listWords.showingAll, { count, noun: word(count) }, where);

  // A choice of one (a single year, a single category) filters nothing: it is not offered.
  const choosing = options.length > 1;

  return (
    <div>
      {search || choosing ? (
        <form
          role="search"
          aria-label={`Filter ${noun[1]}`}
          onSubmit={(event) => event.preventDefault()}
          className="rounded-card bg-brand-50/70 p-4 ring-1 ring-brand-900/5 sm:p-5 noscript:hidden"
        >
          {/* Without JavaScript the controls are hidden (disabled where a browser lacks the scripting query). */}
          <fieldset disabled={!enhanced} className="flex flex-col gap-4 sm:flex-row sm:items-end">
            <legend className="sr-only">Filter {noun[1]}</legend>
            {search ? (
              <div className="flex-1">
                <SearchField
                  id={`${id}-q`}
                  label={search.label}
                  name="q"
                  value={typed}
                  placeholder={search.placeholder}
                  onChange={(event) => {
                    setTyped(event.target.value);
                    update({ q: event.target.value.trim() });
                  }}
                />
              </div>
            ) : null}
            {choosing ? (
              <div className="sm:w-60">
                <label htmlFor={`${id}-choice`} className="block text-sm font-semibold text-brand-900">
                  {choiceLabel}
                </label>
                <Select
                  id={`${id}-choice`}
                  name={mode}
                  value={state.choice}
                  onChange={(event) => update({ choice: event.target.value })}
                  small
                  className="mt-1"
                >
                  <option value={ALL}>{mode === 'year' ? listWords.allYears : listWords.allCategories}</option>
                  {options.map((option) => (
                    <option key={option} value={option}>
                      {option}
                    </option>
                  ))}
                </Select>
              </div>
            ) : null}
            {/* After every field, so it reads as applying them all; on a phone as wide as the fields. */}
            <button type="submit" className={cn(buttonClasses('outline', 'md'), 'w-full sm:w-auto')}>
              {listWords.submit}
            </button>
            {/* When nothing matches, the empty state offers the one Clear filters button. */}
            {filtered && count > 0 ? (
              <button type="button" onClick={clear} className={buttonClasses('ghost', 'md')}>
                {listWords.clear}
              </button>
            ) : null}
          </fieldset>
        </form>
      ) : null}

      <p role="status" aria-live="polite" className="mt-5 text-sm font-medium text-ink-muted">
        {status}
      </p>

      {count > 0 ? (
        <ul className={cn('mt-4 grid gap-6 md:grid-cols-2', 'fill-rows lg:grid-cols-6')}>
          {visible.map((entry, at) =>
            // The newest item, while news, leads the list's first page, a row of its own from 768 px (see MediaCard).
            at === 0 && leading ? (
              <li key={entry.key} data-lead="" className="md:col-span-full">
                {entry.card}
              </li>
            ) : (
              <li key={entry.key}>{entry.card}</li>
            ),
          )}
        </ul>
      ) : (
        <div className="mt-4 rounded-card border-2 border-dashed border-brand-900/15 px-6 py-12 text-center">
          <p className="text-lg font-bold text-brand-900">
            {emptyMessage.replace(/ for \{year\}/, state.choice === ALL ? '' : ` for ${state.choice}`)}
          </p>
          <p className="mt-2 text-sm text-ink-muted">{mode === 'year' ? listWords.tryYear : listWords.tryCategory}</p>
          <button type="button" onClick={clear} className={buttonClasses('primary', 'md', 'mt-5')}>
            {listWords.clear}
          </button>
        </div>
      )}
      {filtered ? null : pager}
    </div>
  );
}
