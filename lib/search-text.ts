/** How what a visitor typed is cleaned and matched, in the site search and the lists' searches. */

/** Longer queries are cut: no page matches 200 characters, and it bounds the index work. */
export const maxQueryLength = 200;

/** Trimmed, whitespace collapsed and capped in length. */
export function normalizeQuery(raw: string | null | undefined): string {
  return (raw ?? '').replace(/\s+/g, ' ').trim().slice(0, maxQueryLength).trim();
}

/** Whether any field contains the query as plain text, in any case; an empty query matches everything. */
export function matchesQuery(fields: readonly string[], query: string | null | undefined): boolean {
  const needle = normalizeQuery(query).toLocaleLowerCase('en');
  if (!needle) return true;
  return fields.some((field) => field.toLocaleLowerCase('en').includes(needle));
}

/** A letter or digit in any script. */
export function isSearchable(query: string): boolean {
  return /[\p{L}\p{N}]/u.test(query);
}

/** The query as shown back in messages, cut with an ellipsis when long. */
export function displayQuery(query: string, max = 60): string {
  const chars = Array.from(query);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : query;
}

/** The values of the search index's `type` filter. */
export const recordTypes = { page: 'page', document: 'document' } as const;

/** What the search dialog shows: everything, only pages, or only documents (PDFs). */
export const searchScopes = ['all', 'pages', 'documents'] as const;
export type SearchScope = (typeof searchScopes)[number];

export function scopeFilters(scope: SearchScope): { type?: string } {
  if (scope === 'pages') return { type: recordTypes.page };
  if (scope === 'documents') return { type: recordTypes.document };
  return {};
}
