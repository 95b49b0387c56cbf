/**
 * The order of the site search's results. Relevance comes first; among results that match about
 * equally, dated items (bulletins, press statements, blog posts, newsletter issues and their PDFs)
 * come newest first, as a visitor asking for "bulletin" or "press statement" expects. The index
 * gives each dated item a `date` sort key (the page's article, the document's record), so a second,
 * date-sorted search of the same words tells their order without loading any result.
 */

/** The search index's sort key of a dated item. */
export const dateSortKey = 'date';

/** The `data-pagefind-sort` value of a dated item's page: its ISO date. */
export function dateSort(isoDate: string): string {
  return `${dateSortKey}:${isoDate}`;
}

/**
 * How close two scores must be to count as matching about equally: within a tenth of the better.
 * Pagefind's scores of items saying the same thing differ by the length of their text (a few
 * percent between two bulletins); a result that says it more often scores clearly higher.
 */
export const aboutEqual = 0.9;

/**
 * The results in relevance order, with the dated ones among each run of about equal matches put
 * newest first. A run starts at a result and takes every next one scoring at least `aboutEqual` of
 * it; within the run, undated results keep their places and the dated ones fill theirs by date.
 * `newestFirst` are the ids of the dated results, newest first (the date-sorted search leaves out
 * every result without a date).
 */
export function newestFirstWhenTied<T extends { id: string; score?: number }>(
  ranked: readonly T[],
  newestFirst: readonly string[],
): T[] {
  const age = new Map(newestFirst.map((id, index) => [id, index]));
  const ordered: T[] = [];
  let start = 0;
  while (start < ranked.length) {
    const lead = ranked[start]!.score ?? 0;
    let end = start + 1;
    while (end < ranked.length && (ranked[end]!.score ?? 0) >= lead * aboutEqual) end += 1;
    const run = ranked.slice(start, end);
    const dated = run.filter((result) => age.has(result.id)).sort((a, b) => age.get(a.id)! - age.get(b.id)!);
    let next = 0;
    for (const result of run) ordered.push(age.has(result.id) ? dated[next++]! : result);
    start = end;
  }
  return ordered;
}
