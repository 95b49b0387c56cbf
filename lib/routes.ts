/**
 * Every page of the site, from content: each page copy of content/pages.ts with an address of its
 * own, plain pages included, then the pages of dynamic routes from the content that drives them.
 * The sitemap, the benchmark and the end-to-end tour read this list; tests/content/routes.test.ts
 * fails for a page.tsx that no page copy names, and for a menu link to a page that is not here.
 */
import { agms } from '@/content/agm';
import { newsletterIssues } from '@/content/newsletter';
import { pages } from '@/content/pages';
import type { Block, PageCopy } from '@/content/schema';
import { agmHref, agmsWithPages } from './agm';
import { buildDay } from './build-date';
import { numberedListPages } from './list-index';
import { itemPages, newsletterIssueHref } from './media-pages';
import { offlinePath } from './offline';
import { trainingYearPages } from './training-window';
import { trainings } from './trainings';

export interface RouteEntry {
  path: string;
  /** Sitemap priority. */
  priority: number;
}

const pageCopies: PageCopy[] = Object.values(pages);

/** A page copy with a body: app/[...path] draws it from its blocks. */
export type PlainPage = PageCopy & { body: Block[] };

/** The pages content gives a body, each drawn by the one route of plain pages. */
export function plainPages(): PlainPage[] {
  return pageCopies.filter((page): page is PlainPage => page.body !== undefined);
}

/** The priority of a page whose copy gives none: the sitemap protocol's own default. */
const defaultPriority = 0.5;

/**
 * The pages with an address of their own: every page copy but those of a page per item (`{slug}`),
 * the 404 page (the answer to any unknown address) and the offline page (see unlistedRoutes).
 */
export const staticRoutes: RouteEntry[] = pageCopies
  .filter((page) => !page.path.includes('{') && page !== pages.notFound && page.path !== offlinePath)
  .map((page) => ({ path: page.path, priority: page.priority ?? defaultPriority }));

/**
 * Pages that exist but are in no list a visitor or a search engine reads (sitemap, benchmark, tour):
 * the offline page is shown by the service worker only; `/blogs/page/1` and its like repeat their
 * list's first page, which is their canonical address; while no training has been held, the one page
 * of the trainings' year route says so (lib/training-window.ts).
 */
export const unlistedRoutes: string[] = [
  offlinePath,
  ...numberedListPages()
    .filter((entry) => entry.page === 1)
    .map((entry) => entry.path),
  ...trainingYearPages(trainings, buildDay())
    .filter((entry) => !entry.listed)
    .map((entry) => entry.path),
];

/** Pages of dynamic routes, computed from the content that drives them. */
function dynamicRoutes(): RouteEntry[] {
  return [
    ...numberedListPages()
      .filter((entry) => entry.page > 1)
      .map((entry) => ({ path: entry.path, priority: 0.3 })),
    ...itemPages().map((item) => ({ path: item.path, priority: 0.6 })),
    ...[...newsletterIssues.keys()].map((index) => ({ path: newsletterIssueHref(index), priority: 0.4 })),
    // The meetings /agm does not show; the one it shows is read at /agm (a static route).
    ...agmsWithPages(agms, buildDay()).map((meeting) => ({ path: agmHref(meeting), priority: 0.5 })),
    ...trainingYearPages(trainings, buildDay())
      .filter((entry) => entry.listed)
      .map((entry) => ({ path: entry.path, priority: 0.4 })),
  ];
}

export function allRoutes(): RouteEntry[] {
  return [...staticRoutes, ...dynamicRoutes()];
}
