/**
 * Every page of the site. The sitemap, the benchmark and the end-to-end tour read this list, so a
 * new page is added here once (tests/content/routes.test.ts fails for a page.tsx missing here, and
 * for a menu link to a page that is not here). Dynamic routes add their params from content.
 */
import { agms } from '@/content/agm';
import { newsletterIssues } from '@/content/newsletter';
import { agmHref } from './agm';
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

export const staticRoutes: RouteEntry[] = [
  { path: '/', priority: 1 },
  { path: '/about/background', priority: 0.8 },
  { path: '/about/approach', priority: 0.7 },
  { path: '/about/council', priority: 0.7 },
  { path: '/about/secretariat', priority: 0.7 },
  { path: '/members/join', priority: 0.9 },
  { path: '/members/fees', priority: 0.9 },
  { path: '/members/chapters', priority: 0.8 },
  { path: '/trainings/short-courses', priority: 0.8 },
  { path: '/trainings/calendar', priority: 0.8 },
  { path: '/monthly-bulletin', priority: 0.6 },
  { path: '/newsletter', priority: 0.6 },
  { path: '/newsletter/archive', priority: 0.4 },
  { path: '/gallery', priority: 0.5 },
  { path: '/press-statements', priority: 0.6 },
  { path: '/blogs', priority: 0.7 },
  { path: '/news', priority: 0.3 },
  { path: '/calendar', priority: 0.3 },
  { path: '/agm', priority: 0.7 },
  { path: '/donate', priority: 0.8 },
  { path: '/resources/downloads', priority: 0.6 },
  { path: '/resources/vacancy', priority: 0.5 },
];

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
    ...agms.map((meeting) => ({ path: agmHref(meeting), priority: 0.5 })),
    ...trainingYearPages(trainings, buildDay())
      .filter((entry) => entry.listed)
      .map((entry) => ({ path: entry.path, priority: 0.4 })),
  ];
}

export function allRoutes(): RouteEntry[] {
  return [...staticRoutes, ...dynamicRoutes()];
}
