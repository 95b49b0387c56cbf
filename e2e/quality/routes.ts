import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { allRoutes } from '../../lib/routes';

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
