/** Search and filters of the media lists: the pages describe each item with them, the client filter applies them. */
import { yearOf } from './dates';
import { matchesQuery, normalizeQuery } from './search-text';

export const ALL = 'all';

/** The category (or year) to apply: a known one, or `all` for anything else. */
export function resolveCategory(value: string | null | undefined, categories: readonly string[]): string {
  return value && categories.includes(value) ? value : ALL;
}

/** The distinct categories of a list, in order of first appearance. */
export function categoriesOf(items: readonly { category: string }[]): string[] {
  return [...new Set(items.map((item) => item.category))];
}

/** The years of a list, newest first. */
export function yearsOf(items: readonly { date: string }[]): string[] {
  return [...new Set(items.map((item) => yearOf(item.date)))].sort((a, b) => Number(b) - Number(a));
}

export function pressSearchFields(item: { title: string; description: string }): string[] {
  return [item.title, item.description];
}

export function blogSearchFields(item: { title: string; excerpt: string; tags: readonly string[] }): string[] {
  return [item.title, item.excerpt, ...item.tags];
}

export const downloadSearchFields = pressSearchFields;

/** What the client filter knows about one card. */
export interface FilterEntry {
  key: string;
  fields: string[];
  category?: string;
  year?: string;
}

export type FilterMode = 'category' | 'year';

export interface FilterState {
  q: string;
  /** The chosen category (or `all`), or the chosen year. */
  choice: string;
}

export function applyFilter<T extends FilterEntry>(entries: readonly T[], state: FilterState, mode: FilterMode): T[] {
  return entries.filter((entry) => {
    if (!matchesQuery(entry.fields, state.q)) return false;
    if (state.choice === ALL) return true;
    return (mode === 'year' ? entry.year : entry.category) === state.choice;
  });
}

/** The filter of a query string, `?q=...&category=...` or `?year=...`; an unknown category or year is all. */
export function parseFilterQuery(search: string, mode: FilterMode, options: readonly string[]): FilterState {
  const params = new URLSearchParams(search);
  return { q: normalizeQuery(params.get('q')), choice: resolveCategory(params.get(mode), options) };
}

/** The query string of a filter ("" for the default state), for history.replaceState. */
export function serializeFilterQuery(state: FilterState, mode: FilterMode, defaultChoice: string): string {
  const params = new URLSearchParams();
  const q = normalizeQuery(state.q);
  if (q) params.set('q', q);
  if (state.choice !== defaultChoice) params.set(mode, state.choice);
  const text = params.toString();
  return text ? `?${text}` : '';
}
