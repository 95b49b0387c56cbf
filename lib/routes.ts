/**
 * Every page of the site, from content: each page copy of content/pages.ts with an address of its own,
 * then the pages of dynamic routes. The sitemap, the benchmark and the end-to-end tour read this list.
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

interface RouteEntry {
  path: string;
  /** Sitemap priority. */
  priority: number;
}

const pageCopies: PageCopy[] = Object.values(pages);

/** A page copy with a body: app/[...path] draws it from its blocks. */
export type PlainPage = PageCopy & { body: Block[] };

export function plainPages(): PlainPage[] {
  return pageCopies.filter((page): page is PlainPage => page.body !== undefined);
}

/** Every page copy but those of a page per item (`{slug}`), the 404 page and the offline page. */
export const staticRoutes: RouteEntry[] = pageCopies
  .filter((page) => !page.path.includes('{') && page !== pages.notFound && page.path !== offlinePath)
  // 0.5: the sitemap protocol's own default.
  .map((page) => ({ path: page.path, priority: page.priority ?? 0.5 }));

/**
 * Pages in no list (sitemap, benchmark, tour): the offline page, shown by the service worker only;
 * `/blogs/page/1` and its like, which repeat their list; and the trainings' year page that says no
 * training has been held yet (lib/training-window.ts).
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
