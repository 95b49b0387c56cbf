import { staticRoutes } from '@/lib/routes';

const ownPages = new Set(staticRoutes.map((route) => route.path));

/**
 * The routes the benchmark measures by default: every page of its own, and the first page of each
 * kind a template repeats (a post, a press statement, a bulletin, a newsletter issue, an AGM, a year
 * of trainings, a list's numbered page). A template draws every item alike, so measuring each of
 * hundreds of items would measure the same page again.
 */
export function benchRoutes(known: string[]): string[] {
  const kindOf = (route: string) => (ownPages.has(route) ? route : route.replace(/\/[^/]+$/, '/*'));
  return known.filter((route, index) => known.findIndex((other) => kindOf(other) === kindOf(route)) === index);
}
