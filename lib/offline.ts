/**
 * The rules of the offline service worker (worker/sw.ts), its build step
 * (scripts/postbuild/service-worker.ts) and the client leaves that register it and list what it
 * saved. Pure but for pageTitle (which the offline page runs): no browser or file access, so the
 * worker, the build and the tests share them.
 */

/** Where the worker is served; its scope is the whole site. */
export const serviceWorkerUrl = '/sw.js';

/** The page shown for a page that is neither reachable nor saved. */
export const offlinePath = '/offline';

/**
 * Pages saved when the worker installs, with the offline page: the paybill, the fees and the
 * training dates are what a visitor most needs when the connection drops.
 */
export const precachedPages = ['/', '/donate', '/members/fees', '/trainings/calendar', offlinePath] as const;

/** How long a page, a document or a search file may take before the saved copy is used. */
export const networkTimeoutSeconds = 4;

/** The worker's runtime caches (the precache has Serwist's own name). */
export const cacheNames = {
  pages: 'eik-pages',
  static: 'eik-static',
  images: 'eik-images',
  documents: 'eik-documents',
  search: 'eik-search',
} as const;

/**
 * Entry limits, the oldest dropped first. Images keep what the saved pages show: one meeting's
 * gallery alone is 28 pictures, and a page read before must not come back with blank boxes where
 * its pictures were (about 100 KB each, so about 12 MB at most).
 */
export const cacheLimits = { pages: 60, static: 120, images: 120, documents: 20, search: 80 } as const;

/**
 * The compressed size the precache may reach (the first visit downloads it, after the page has
 * loaded). Each of the five pages carries the stylesheet inline (about 15 KB): 330 KB became 390 KB
 * when the stylesheet moved into the pages to spare every first visit a round trip before it paints.
 */
export const precacheBudgetBytes = 400 * 1024;

export type RequestKind = 'rsc' | 'static' | 'search' | 'document' | 'photo' | 'image' | 'page' | 'other';

const imageExtensions = new Set(['avif', 'webp', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'ico']);
const documentExtensions = new Set(['pdf', 'zip']);

function extensionOf(pathname: string): string {
  const base = pathname.slice(pathname.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export interface RequestFacts {
  url: URL;
  /** The worker's own origin. */
  origin: string;
  /** Request.mode: "navigate" for a page load. */
  mode?: string;
  /** The `RSC` request header: "1" on Next's client navigations. */
  rscHeader?: string | null;
}

/** How the worker treats a request; "other" is left to the network untouched. */
export function requestKind({ url, origin, mode, rscHeader }: RequestFacts): RequestKind {
  if (url.origin !== origin || url.pathname === serviceWorkerUrl) return 'other';
  // Client navigations fetch "<page>.txt?_rsc=...": checked before the extension rules.
  if (url.searchParams.has('_rsc') || rscHeader === '1') return 'rsc';
  if (url.pathname.startsWith('/_next/static/')) return 'static';
  if (url.pathname.startsWith('/pagefind/')) return 'search';
  const extension = extensionOf(url.pathname);
  if (documentExtensions.has(extension)) return 'document';
  // Photos under /images/ are named after their content (a new photo, a new address); other
  // images (icons, the default card) keep their names when they change.
  if (imageExtensions.has(extension)) return url.pathname.startsWith('/images/') ? 'photo' : 'image';
  // A page load; a navigation to another file (a calendar file, robots.txt) goes to the network.
  if (mode === 'navigate' && isPagePath(url.pathname)) return 'page';
  return 'other';
}

/** A path that names a page: no file extension, outside Next's own folder. */
export function isPagePath(pathname: string): boolean {
  return pathname.startsWith('/') && !pathname.startsWith('/_next/') && extensionOf(pathname) === '';
}

/**
 * The one key a page is saved under: its clean URL without query or hash, so
 * /members/join?twg=... opens the saved /members/join (the page reads its query in the browser).
 */
export function pageCacheKey(href: string, base?: string): string {
  const url = new URL(href, base);
  let path = url.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return `${url.origin}${path || '/'}`;
}

/** The exported file of a page: / -> index.html, /members/fees -> members/fees.html. */
export function htmlFileOfPage(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The page's clean URL for an exported HTML file (the inverse of htmlFileOfPage). */
export function pageOfHtmlFile(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/(\/index)?\.html$/, '')}`;
}

/**
 * The page's own name from its HTML `<title>`, without the site's suffix (" | EIK"), as the browser's
 * own parser reads it (the offline page lists saved pages in the browser).
 */
export function pageTitle(html: string, siteSuffix: string): string | undefined {
  // Only the title element goes to the parser: the whole page parsed here would apply its inline
  // style attributes under this page's policy, and the browser reports each one as a violation.
  const start = html.indexOf('<title');
  const end = html.indexOf('</title>', start);
  if (start < 0 || end < 0) return undefined;
  const title = new DOMParser().parseFromString(html.slice(start, end + '</title>'.length), 'text/html').title;
  if (!title) return undefined;
  return title.endsWith(siteSuffix) ? title.slice(0, -siteSuffix.length).trim() : title;
}

export interface SavedPage {
  path: string;
  title: string;
}

/**
 * The pages a device holds, for the offline page's list: same-origin pages only (not the offline
 * page itself), each once, the home page first and the rest by name.
 */
export function savedPages(entries: { url: string; title?: string }[], origin: string): SavedPage[] {
  const byPath = new Map<string, SavedPage>();
  for (const entry of entries) {
    const url = new URL(entry.url, origin);
    if (url.origin !== origin || !isPagePath(url.pathname)) continue;
    const path = new URL(pageCacheKey(url.href)).pathname;
    if (path === offlinePath) continue;
    // The same page may be held twice (saved at install and saved on a visit): keep a named copy.
    if (!byPath.get(path) || entry.title) byPath.set(path, { path, title: entry.title || path });
  }
  return [...byPath.values()].sort((a, b) =>
    a.path === '/' ? -1 : b.path === '/' ? 1 : a.title.localeCompare(b.title, 'en'),
  );
}

/** What the registration looks at in `navigator`. */
export interface NavigatorFacts {
  serviceWorker?: unknown;
  connection?: { saveData?: boolean } | undefined;
}

/** The visitor asked the browser to save data (Chrome's Lite mode, Android's Data Saver). */
export function savesData(nav: NavigatorFacts | undefined): boolean {
  return nav?.connection?.saveData === true;
}

/** No worker at all for a visitor who saves data, or in a browser without service workers. */
export function shouldRegister(nav: NavigatorFacts | undefined): boolean {
  return !!nav && 'serviceWorker' in nav && !!nav.serviceWorker && !savesData(nav);
}

/** The message a page sends so the worker saves it (a page reached by a client navigation). */
export interface SavePageMessage {
  type: 'SAVE_PAGE';
  path: string;
}

export function isSavePageMessage(data: unknown): data is SavePageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, path } = data as Record<string, unknown>;
  return (
    type === 'SAVE_PAGE' &&
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    isPagePath(path)
  );
}

/**
 * The stylesheets and scripts an exported page loads, relative to the site's root: its tags and the
 * chunks its payload names, but not the stylesheet it holds inline. The build precaches them for the pages saved at install; the worker
 * saves them with every page a visitor reads, so the page opens offline whole.
 */
export function assetsOfPage(html: string): string[] {
  const found = [...html.matchAll(/\/_next\/static\/[\w\-./~]+?\.(?:js|css)\b/g)].map((match) => match[0]);
  // A stylesheet the build wrote into the page (its link left disabled) is never loaded.
  const inlined = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*\sdisabled/g)].map((m) => m[1]));
  return [...new Set(found.filter((url) => !inlined.has(url)).map((url) => url.slice(1)))].sort();
}
