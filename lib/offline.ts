/**
 * The rules of the offline service worker (worker/sw.ts), its build step
 * (scripts/postbuild/service-worker.ts) and the client code that registers it and lists what it saved.
 */

/** Its scope is the whole site. */
export const serviceWorkerUrl = '/sw.js';

/** Shown for a page that is neither reachable nor saved. */
export const offlinePath = '/offline';

/** Saved at install: the paybill, the fees and the training dates matter most when the connection drops. */
export const precachedPages = ['/', '/donate', '/members/fees', '/trainings/calendar', offlinePath] as const;

/** How long the network may take before the saved copy is used. */
export const networkTimeoutSeconds = 4;

/** The runtime caches (the precache has Serwist's own name). */
export const cacheNames = {
  pages: 'eik-pages',
  static: 'eik-static',
  images: 'eik-images',
  documents: 'eik-documents',
  search: 'eik-search',
} as const;

/**
 * Entry limits, the oldest dropped first. Images keep what the saved pages show (one meeting's gallery
 * is 28 pictures), about 100 KB each, so about 12 MB at most.
 */
export const cacheLimits = { pages: 60, static: 120, images: 120, documents: 20, search: 80 } as const;

/**
 * The compressed size the precache may reach (the first visit downloads it after the page has loaded).
 * Each precached page carries the stylesheet inline (about 15 KB), which took it from 330 KB to 390 KB.
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

interface RequestFacts {
  url: URL;
  /** The worker's own origin. */
  origin: string;
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
  // Photos under /images/ are named after their content; other images keep their names when they change.
  if (imageExtensions.has(extension)) return url.pathname.startsWith('/images/') ? 'photo' : 'image';
  // A page load; a navigation to another file (a calendar file, robots.txt) goes to the network.
  if (mode === 'navigate' && isPagePath(url.pathname)) return 'page';
  return 'other';
}

function isPagePath(pathname: string): boolean {
  return pathname.startsWith('/') && !pathname.startsWith('/_next/') && extensionOf(pathname) === '';
}

/** A page's cache key: its clean URL without query or hash (/members/join?twg=... opens /members/join). */
export function pageCacheKey(href: string, base?: string): string {
  const url = new URL(href, base);
  let path = url.pathname.replace(/\/index\.html$/, '/').replace(/\.html$/, '');
  if (path.length > 1) path = path.replace(/\/+$/, '');
  return `${url.origin}${path || '/'}`;
}

/** / -> index.html, /members/fees -> members/fees.html. */
export function htmlFileOfPage(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The inverse of htmlFileOfPage. */
export function pageOfHtmlFile(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/(\/index)?\.html$/, '')}`;
}

/** The page's name from its HTML `<title>`, without the site's suffix (" | EIK"), read in the browser. */
export function pageTitle(html: string, siteSuffix: string): string | undefined {
  // Only the title element is parsed: the whole page would apply its inline style attributes under
  // this page's policy, and the browser reports each one as a violation.
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

/** The saved pages the offline page lists: same-origin, each once, the home page first, the rest by name. */
export function savedPages(entries: { url: string; title?: string }[], origin: string): SavedPage[] {
  const byPath = new Map<string, SavedPage>();
  for (const entry of entries) {
    const url = new URL(entry.url, origin);
    if (url.origin !== origin || !isPagePath(url.pathname)) continue;
    const path = new URL(pageCacheKey(url.href)).pathname;
    if (path === offlinePath) continue;
    // A page saved at install and again on a visit: keep a named copy.
    if (!byPath.get(path) || entry.title) byPath.set(path, { path, title: entry.title || path });
  }
  return [...byPath.values()].sort((a, b) =>
    a.path === '/' ? -1 : b.path === '/' ? 1 : a.title.localeCompare(b.title, 'en'),
  );
}

interface NavigatorFacts {
  serviceWorker?: unknown;
  connection?: { saveData?: boolean } | undefined;
}

/** The visitor asked the browser to save data (Android's Data Saver). */
export function savesData(nav: NavigatorFacts | undefined): boolean {
  return nav?.connection?.saveData === true;
}

/** No worker at all for a visitor who saves data, or in a browser without service workers. */
export function shouldRegister(nav: NavigatorFacts | undefined): boolean {
  return !!nav && 'serviceWorker' in nav && !!nav.serviceWorker && !savesData(nav);
}

/** Sent by a page reached by a client navigation, so the worker saves it. */
export interface SavePageMessage {
  type: 'SAVE_PAGE';
  path: string;
}

export function isSavePageMessage(data: unknown): data is SavePageMessage {
  if (typeof data !== 'object' || data === null) return false;
  const { type, path } = data as Record<string, unknown>;
  return type === 'SAVE_PAGE' && typeof path === 'string' && !path.startsWith('//') && isPagePath(path);
}

/**
 * The stylesheets and scripts an exported page loads, relative to the site's root, but not the
 * stylesheet it holds inline (its link left disabled): saved with the page, so it opens offline whole.
 */
export function assetsOfPage(html: string): string[] {
  const found = [...html.matchAll(/\/_next\/static\/[\w\-./~]+?\.(?:js|css)\b/g)].map((match) => match[0]);
  const inlined = new Set([...html.matchAll(/<link rel="stylesheet" href="([^"]+)"[^>]*\sdisabled/g)].map((m) => m[1]));
  return [...new Set(found.filter((url) => !inlined.has(url)).map((url) => url.slice(1)))].sort();
}
