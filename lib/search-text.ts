/**
 * Search text: how what a visitor typed is cleaned and matched. The site search, the media lists'
 * search and the careers search all use it.
 */

/** Longer queries are cut: no page matches 200 characters of search words, and it keeps the index work bounded. */
export const maxQueryLength = 200;

/** Trims, collapses whitespace and caps the length of what a visitor typed; nothing or only whitespace gives "". */
export function normalizeQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim();
}

/**
 * Whether any of the fields contains the query: case-insensitive plain text (never a regular
 * expression, so `(`, `[`, `*` or `\\` match themselves). An empty query matches everything.
 */
export function matchesQuery(fields: readonly string[], query: string | null | undefined): boolean {
  const needle = normalizeQuery(query).toLocaleLowerCase('en');
  if (!needle) return true;
  return fields.some((field) => field.toLocaleLowerCase('en').includes(needle));
}

/** Whether a query holds anything the index could match: a letter or digit in any script. */
export function isSearchable(query: string): boolean {
  return /[\p{L}\p{N}]/u.test(query);
}

/** The query as shown back in messages, shortened with an ellipsis when long. */
export function displayQuery(query: string, max = 60): string {
  const chars = Array.from(query);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : query;
}

/** The values of the search index's `type` filter: the search dialog narrows results to one of them. */
export const recordTypes = { page: 'page', document: 'document' } as const;

/** What the search dialog shows: everything, only pages, or only documents (PDFs). */
export const searchScopes = ['all', 'pages', 'documents'] as const;
export type SearchScope = (typeof searchScopes)[number];

/** The index filters for a scope: none for everything. */
export function scopeFilters(scope: SearchScope): { type?: string } {
  if (scope === 'pages') return { type: recordTypes.page };
  if (scope === 'documents') return { type: recordTypes.document };
  return {};
}
