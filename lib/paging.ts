/**
 * Lists that grow show their newest items on their first page and the rest on static numbered pages,
 * `/blogs/page/2` and on, so no page grows with the archive.
 */

/** Three rows of three cards. */
export const LIST_PAGE_SIZE = 9;
/** The gallery's small tiles. */
export const GALLERY_PAGE_SIZE = 24;
/** Three years of a quarterly newsletter. */
export const NEWSLETTER_ARCHIVE_PAGE_SIZE = 12;

/** The list itself for page 1. */
export function listPageHref(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** At least one: an empty list still has its page. */
export function pageCount(total: number, size = LIST_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

export interface ListPage<T> {
  items: T[];
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Items in the whole list. */
  total: number;
  /** Positions of the page's first and last items in the list, 1-based (0 for an empty list). */
  first: number;
  last: number;
}

/** Newest first by ISO day; entries of the same day keep their order in content. */
export function newestFirst<T extends { date: string }>(items: readonly T[]): T[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => (a.item.date < b.item.date ? 1 : a.item.date > b.item.date ? -1 : a.index - b.index))
    .map(({ item }) => item);
}

/** Page `page` of a list already in its order; undefined for a page the list does not have. */
export function pageOf<T>(items: readonly T[], page: number, size = LIST_PAGE_SIZE): ListPage<T> | undefined {
  const count = pageCount(items.length, size);
  if (!Number.isInteger(page) || page < 1 || page > count) return undefined;
  const start = (page - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page,
    pageCount: count,
    total: items.length,
    first: slice.length > 0 ? start + 1 : 0,
    last: start + slice.length,
  };
}

/** A page number as written in an address ("2"); anything else (`02`, `2.5`, `x`) is not one. */
export function parsePageNumber(value: string | undefined): number | undefined {
  return value && /^[1-9][0-9]{0,5}$/.test(value) ? Number(value) : undefined;
}

/**
 * The `generateStaticParams` of a list's numbered pages, from 1: `/blogs/page/1` exists too (a visitor
 * may type it, and a static export needs a page per route), with the list as its canonical address.
 */
export function pageParams(total: number, size = LIST_PAGE_SIZE): { page: string }[] {
  return Array.from({ length: pageCount(total, size) }, (_, index) => ({ page: String(index + 1) }));
}

/** The first, the last and two on each side of the current page; `gap` stands for pages left out. */
export function pagerNumbers(current: number, count: number): (number | 'gap')[] {
  const shown = new Set([1, count]);
  for (let page = current - 2; page <= current + 2; page += 1) if (page >= 1 && page <= count) shown.add(page);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push('gap');
    result.push(page);
  });
  return result;
}
