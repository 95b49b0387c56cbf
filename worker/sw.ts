/// <reference lib="webworker" />
/**
 * The service worker, bundled with its precache list by scripts/postbuild/service-worker.ts into
 * out/sw.js. Pages, documents, the search index and icons: network first; /_next/static/ and photos
 * (named after their content): cache first; client navigations (RSC payloads): network only.
 * It neither skips waiting nor claims clients: a new deploy's worker takes over once every tab of the
 * old one is closed, so an open page never mixes its chunks with another build's.
 */
import {
  CacheFirst,
  ExpirationPlugin,
  NetworkFirst,
  NetworkOnly,
  PrecacheRoute,
  RangeRequestsPlugin,
  Route,
  Serwist,
  type PrecacheEntry,
  type RouteHandlerCallbackOptions,
  type RouteMatchCallbackOptions,
  type SerwistPlugin,
} from 'serwist';
import {
  assetsOfPage,
  cacheLimits,
  cacheNames,
  isSavePageMessage,
  networkTimeoutSeconds,
  offlinePath,
  pageCacheKey,
  requestKind,
  type RequestKind,
} from '@/lib/offline';

declare const self: ServiceWorkerGlobalScope & { __SW_MANIFEST: (PrecacheEntry | string)[] | undefined };

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // Precached pages are listed by their clean URL (/donate) and answered only through the page rule.
  precacheOptions: { cleanupOutdatedCaches: true, cleanURLs: false, directoryIndex: null },
  skipWaiting: false,
  clientsClaim: false,
  disableDevLogs: true,
});

const kindOf = ({ url, request }: Pick<RouteMatchCallbackOptions, 'url' | 'request'>): RequestKind =>
  requestKind({ url, origin: self.location.origin, mode: request.mode, rscHeader: request.headers.get('RSC') });

// The precache answers only assets. Pages go through the network-first rule, which falls back to
// their precached copy: a new deploy's page shows as soon as it can be fetched.
const defaultPrecacheRoute = serwist.routes.get('GET')?.find((route) => route instanceof PrecacheRoute);
if (defaultPrecacheRoute) {
  serwist.unregisterRoute(defaultPrecacheRoute);
  serwist.registerRoute(
    new Route(
      (options) => kindOf(options) === 'static' && defaultPrecacheRoute.match(options),
      serwist.precacheStrategy,
    ),
  );
}

const expiration = (maxEntries: number) => new ExpirationPlugin({ maxEntries, purgeOnQuotaError: true });

const pageKey: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => pageCacheKey(request.url),
  // A page saved at install is the copy of last resort.
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) =>
    cachedResponse ?? (await serwist.matchPrecache(pageCacheKey(request.url))),
};

const pages = new NetworkFirst({
  cacheName: cacheNames.pages,
  networkTimeoutSeconds,
  plugins: [pageKey, expiration(cacheLimits.pages)],
});

async function handlePage(options: RouteHandlerCallbackOptions): Promise<Response> {
  try {
    const response = await pages.handle({ event: options.event, request: options.request });
    if (response) return response;
  } catch {
    // Neither the network nor a saved copy.
  }
  return (await serwist.matchPrecache(offlinePath)) ?? Response.error();
}

/**
 * A failed client navigation gets a 200 that is not a payload: Next then loads the page as a whole,
 * which the page rule answers. A network error or an error status would show in the console.
 */
const fullNavigationInstead: SerwistPlugin = {
  handlerDidError: async () =>
    new Response('', { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
};

/** An image neither reachable nor kept: a plain tinted box rather than a broken image. */
const imageUnavailable: SerwistPlugin = {
  handlerDidError: async () =>
    new Response(
      '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9" viewBox="0 0 16 9"><rect width="16" height="9" fill="#eefbf3"/></svg>',
      { headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'no-store' } },
    ),
};

/** The search asks for its entry file with a new `?ts=` every time: one saved copy per file. */
const withoutQuery: SerwistPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url);
    url.search = '';
    return url.href;
  },
};

const staticAssets = new CacheFirst({ cacheName: cacheNames.static, plugins: [expiration(cacheLimits.static)] });

const handlers: Partial<Record<RequestKind, Route['handler']>> = {
  rsc: new NetworkOnly({ networkTimeoutSeconds, plugins: [fullNavigationInstead] }),
  static: staticAssets,
  search: new NetworkFirst({
    cacheName: cacheNames.search,
    networkTimeoutSeconds,
    plugins: [withoutQuery, expiration(cacheLimits.search)],
  }),
  document: new NetworkFirst({
    cacheName: cacheNames.documents,
    networkTimeoutSeconds,
    // The PDF viewer may ask for byte ranges; a saved document answers them too.
    plugins: [expiration(cacheLimits.documents), new RangeRequestsPlugin()],
  }),
  photo: new CacheFirst({
    cacheName: cacheNames.images,
    plugins: [expiration(cacheLimits.images), imageUnavailable],
  }),
  image: new NetworkFirst({
    cacheName: cacheNames.images,
    networkTimeoutSeconds,
    plugins: [expiration(cacheLimits.images), imageUnavailable],
  }),
  page: { handle: handlePage },
};

for (const [kind, handler] of Object.entries(handlers)) {
  serwist.registerRoute(new Route((options) => kindOf(options) === kind, handler));
}

// A page reached by a client navigation was never fetched as a page: its tab asks for it to be saved.
self.addEventListener('message', (event) => {
  if (!isSavePageMessage(event.data)) return;
  const request = new Request(new URL(event.data.path, self.location.origin).href, {
    headers: { Accept: 'text/html' },
  });
  // Its scripts and styles are kept with it: a chunk only this page uses would be missing offline.
  const savePage = async () => {
    const response = await pages.handle({ event, request });
    const assets = assetsOfPage(await response.clone().text());
    await Promise.all(
      assets.map((asset) =>
        staticAssets
          .handle({ event, request: new Request(new URL(`/${asset}`, self.location.origin).href) })
          .catch(() => undefined),
      ),
    );
  };
  event.waitUntil(savePage().catch(() => undefined));
});

serwist.addEventListeners();
