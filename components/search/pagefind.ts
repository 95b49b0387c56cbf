/**
 * Loads the Pagefind search runtime written by the post-build step into /pagefind/. It is fetched
 * only when the search dialog opens, from a URL the bundler must leave alone (it does not exist at
 * build time, and bundling it would put the search into every page's JavaScript).
 */

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  /** Where the query matched in this part of the page, with Pagefind's score for each match. */
  weighted_locations?: { weight: number; balanced_score: number; location: number }[];
}

export interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string } & Record<string, string | undefined>;
  sub_results?: PagefindSubResult[];
}

export interface PagefindResult {
  id: string;
  /** Higher is better. */
  score?: number;
  data: () => Promise<PagefindResultData>;
}

export interface Pagefind {
  options: (options: Record<string, unknown>) => Promise<void>;
  init: () => Promise<void>;
  /**
   * `filters`: only results whose filter has one of the values; `sort`: by a sort key instead of
   * relevance (which leaves out results without that key).
   */
  search: (
    term: string,
    options?: { filters?: Record<string, string | string[]>; sort?: Record<string, 'asc' | 'desc'> },
  ) => Promise<{ results: PagefindResult[] } | null>;
}

let loading: Promise<Pagefind> | null = null;

export function loadPagefind(): Promise<Pagefind> {
  loading ??= (async () => {
    const url = '/pagefind/pagefind.js';
    const pagefind = (await import(/* webpackIgnore: true */ /* turbopackIgnore: true */ url)) as Pagefind;
    // No web worker: the index is small, and a worker would be one more script for the CSP to allow.
    await pagefind.options({ noWorker: true, excerptLength: 24 });
    await pagefind.init();
    return pagefind;
  })();
  // A failed load (offline, say) is retried the next time the dialog asks.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
