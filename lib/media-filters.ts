/**
 * Search and filters of the media lists (downloads, bulletins, press statements, blogs). Pure: the
 * pages use them to describe each item, the client filter leaf applies them, and Jest tests them.
 * Search is the site's one plain-text match (`matchesQuery`).
 */
import { yearOf } from './dates';
import { matchesQuery, normalizeQuery } from './search-text';

export const ALL = 'all';

/**
 * The category (or year) to apply: a known one, or `all` for anything else (missing, unknown, `all`).
 * Lists page newest first, so every list, the bulletins by year too, starts with all its items.
 */
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

// ---------- The fields each list searches ----------

/** Press statements: title and description. */
export function pressSearchFields(item: { title: string; description: string }): string[] {
  return [item.title, item.description];
}

/** Blog posts: title, excerpt and tags. */
export function blogSearchFields(item: { title: string; excerpt: string; tags: readonly string[] }): string[] {
  return [item.title, item.excerpt, ...item.tags];
}

/** Downloads: title and description, as press statements. */
export function downloadSearchFields(item: { title: string; description: string }): string[] {
  return [item.title, item.description];
}

// ---------- One filter over the entries a list page describes ----------

/** What the client filter knows about one card: its search fields, category or year. */
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

// ---------- The URL query: ?q=...&category=... or ?year=... ----------

const queryKey: Record<FilterMode, 'category' | 'year'> = { category: 'category', year: 'year' };

/**
 * Reads the filter from a location's query string. Unknown categories or years fall back to all; the search text is kept as typed (trimmed) and only ever rendered as text.
 */
export function parseFilterQuery(search: string, mode: FilterMode, options: readonly string[]): FilterState {
  const params = new URLSearchParams(search);
  return { q: normalizeQuery(params.get('q')), choice: resolveCategory(params.get(queryKey[mode]), options) };
}

/** The query string of a filter ("" for the default state), for history.replaceState. */
export function serializeFilterQuery(state: FilterState, mode: FilterMode, defaultChoice: string): string {
  const params = new URLSearchParams();
  const q = normalizeQuery(state.q);
  if (q) params.set('q', q);
  if (state.choice !== defaultChoice) params.set(queryKey[mode], state.choice);
  const text = params.toString();
  return text ? `?${text}` : '';
}
