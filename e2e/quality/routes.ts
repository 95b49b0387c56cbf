import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { allRoutes, plainPages, staticRoutes } from '../../lib/routes';

export const outDir = path.join(process.cwd(), 'out');

/** The exported HTML file of a route: / -> out/index.html, /members/fees -> out/members/fees.html. */
export function htmlFileOf(route: string): string {
  return path.join(outDir, route === '/' ? 'index.html' : `${route.replace(/^\//, '')}.html`);
}

/**
 * Development aid: with ROUTES_EXISTING_ONLY=1 the suite skips routes whose page is not in out/ yet
 * (and links to them), so it can run while pages are still being built. Without it, a route listed
 * in lib/routes.ts that has no page is a failure.
 */
export const existingOnly = process.env.ROUTES_EXISTING_ONLY === '1';

const listed = allRoutes().map((route) => route.path);

/** The routes the quality suite visits: every route of lib/routes.ts. */
export const qualityRoutes: string[] = existingOnly ? listed.filter((route) => existsSync(htmlFileOf(route))) : listed;

/**
 * The page template a route is drawn by: a page of its own, the route of plain pages (`/[...path]`,
 * every page content gives a body), or for the pages a template repeats for each item of content (a
 * post, a statement, a bulletin, an issue, a meeting, a list's numbered page) the template's address
 * with its last part as `*`, e.g. `/blogs/*`.
 */
export function templateOf(route: string): string {
  if (plainPaths.has(route)) return '/[...path]';
  return staticPaths.has(route) ? route : route.replace(/\/[^/]+$/, '/*');
}
const staticPaths = new Set(staticRoutes.map((route) => route.path));
const plainPaths = new Set(plainPages().map((page) => page.path));

/**
 * The routes the browser tours visit (the desktop, phone and no-JavaScript tours): every page that is
 * its own template, and of each template repeated per item the first page (the newest item). The
 * tours check what a template draws, and a template draws every item alike, so a tour of every item
 * would grow with the content (ten years of it holds over four hundred items) and test the same code
 * again. Every page, items included, is still read by the checks of every exported file (links, HTML
 * validity, search and social data, structured data, the host configs). E2E_TOUR=all tours them all.
 */
export const tourRoutes: string[] =
  process.env.E2E_TOUR === 'all'
    ? qualityRoutes
    : qualityRoutes.filter(
        (route, index) => qualityRoutes.findIndex((other) => templateOf(other) === templateOf(route)) === index,
      );

/** A listed route whose page is missing; only skipped under ROUTES_EXISTING_ONLY. */
export function isSkippedRoute(pathname: string): boolean {
  return existingOnly && listed.includes(pathname) && !existsSync(htmlFileOf(pathname));
}

/** A path that is no page, to reach the 404 page. */
export const unknownRoute = '/this-page-does-not-exist';

/** Every exported HTML file under out/ (pages, the 404 page and Next's not-found copy). */
export function exportedHtmlFiles(dir = outDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : exportedHtmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}
