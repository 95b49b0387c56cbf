/**
 * The order of the site search's results: relevance first; among results that match about equally,
 * dated items newest first. Each dated item has a `date` sort key in the index, so a second,
 * date-sorted search of the same words tells their order without loading any result.
 */
export const dateSortKey = 'date';

/** The `data-pagefind-sort` value of a dated item's page. */
export function dateSort(isoDate: string): string {
  return `${dateSortKey}:${isoDate}`;
}

/**
 * Scores within a tenth of the better match about equally: Pagefind's scores of items saying the same
 * thing differ by the length of their text, a few percent.
 */
export const aboutEqual = 0.9;

/**
 * The results in relevance order, the dated ones among each run of about equal matches put newest
 * first (`newestFirst`: their ids); undated results keep their places.
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
