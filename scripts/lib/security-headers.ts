/**
 * The one definition of the site's HTTP security and caching rules, which the post-build step renders
 * for every host with the hashes it measured in out/. Pure: no file access.
 */
import { createHash } from 'node:crypto';
import { site } from '@/content/site';
import { feedTypes } from '@/lib/feeds';
import { signupForm, signupPolicySources } from '@/lib/signups';

export const securityHeaders: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': [
    'accelerometer=()',
    'autoplay=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    'geolocation=()',
    'gyroscope=()',
    'hid=()',
    'magnetometer=()',
    'microphone=()',
    'midi=()',
    'payment=()',
    'publickey-credentials-get=()',
    'serial=()',
    'usb=()',
    'xr-spatial-tracking=()',
  ].join(', '),
  'Cross-Origin-Opener-Policy': 'same-origin',
  'X-Frame-Options': 'DENY',
};

/** Hashes (`'sha256-...'` sources) that one page (or, empty, any other response) needs on top of the base policy. */
export interface PolicyInputs {
  scriptHashes: readonly string[];
  /** Inline `<style>` elements and styles injected at run time (the toast library's). */
  styleHashes: readonly string[];
  /** `style="..."` attribute values in the HTML; allowed through 'unsafe-hashes' only. */
  styleAttributeHashes: readonly string[];
}

export const emptyPolicyInputs: PolicyInputs = { scriptHashes: [], styleHashes: [], styleAttributeHashes: [] };

export function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export const unique = (values: readonly string[]) => [...new Set(values)].sort();

/** Origins beyond the site itself that forms may post to and scripts may connect to. */
export type ExternalSources = ReturnType<typeof signupPolicySources>;

/** The sign-up provider's origins (content/site.ts `signups`): none for `none` or Netlify (posts to the site). */
export const signupSources: ExternalSources = signupPolicySources(signupForm(site.signups, 'newsletter'));

/**
 * The Content-Security-Policy without the directives named in `left`: never 'unsafe-inline' or 'unsafe-eval';
 * 'wasm-unsafe-eval' lets the site search compile its WebAssembly (it does not allow eval of strings).
 */
function policyWithout(left: readonly string[], inputs: PolicyInputs, external: ExternalSources): string {
  const styleAttributes = unique(inputs.styleAttributeHashes);
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'", "'wasm-unsafe-eval'", ...unique(inputs.scriptHashes)],
    [
      'style-src',
      "'self'",
      ...unique(inputs.styleHashes),
      ...(styleAttributes.length > 0 ? ["'unsafe-hashes'", ...styleAttributes] : []),
    ],
    ['img-src', "'self'", 'data:'],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...unique(external.connect)],
    ['worker-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'", ...unique(external.formAction)],
    ['frame-ancestors', "'none'"],
    ['upgrade-insecure-requests'],
  ];
  return directives
    .filter(([name]) => !left.includes(name))
    .map((parts) => parts.join(' '))
    .join('; ');
}

export function contentSecurityPolicy(inputs = emptyPolicyInputs, external = signupSources): string {
  return policyWithout([], inputs, external);
}

/**
 * The policy of a page's `<meta http-equiv>`, without the directives a browser ignores there (CSP
 * Level 3, "Delivering policies in meta elements"): with the header of the same inputs it changes nothing.
 */
export function metaContentSecurityPolicy(inputs = emptyPolicyInputs, external = signupSources): string {
  return policyWithout(['frame-ancestors', 'report-uri', 'sandbox'], inputs, external);
}

/**
 * The policy a host with fixed header rules (Netlify, Cloudflare Pages) sends with every page: without
 * the directives that name a page's inline code or stand in for it, which would block the hashes of the
 * page's meta policy (a resource must pass every policy of the document).
 */
export function siteWideContentSecurityPolicy(external = signupSources): string {
  return policyWithout(['default-src', 'script-src', 'style-src'], emptyPolicyInputs, external);
}

/** A header line above this is refused by common servers, proxies and CDNs (8 KB buffers). */
export const maxHeaderBytes = 8000;
/** Cloudflare Pages reads at most this many rules from `_headers`. */
export const cloudflareMaxRules = 100;
/** Cloudflare Pages reads at most this many static redirects from `_redirects`. */
export const cloudflareMaxRedirects = 2000;

export function assertHeaderSize(name: string, value: string, where: string): void {
  const bytes = Buffer.byteLength(`${name}: ${value}`, 'utf8');
  if (bytes > maxHeaderBytes) {
    throw new Error(`${name} for ${where} is ${bytes} bytes, over the ${maxHeaderBytes}-byte header limit`);
  }
}

export const cachePolicies = {
  /** Fingerprinted build output: the name changes when the content does. */
  immutable: 'public, max-age=31536000, immutable',
  /** HTML, RSC payloads, robots, sitemap, search index entry points. */
  revalidate: 'no-cache',
  /** Images outside /images/ (icons) keep their names when they change; those under it are immutable. */
  image: 'no-cache',
  /** Fonts outside the fingerprinted build output. */
  font: 'public, max-age=2592000',
  /** PDF, ZIP and calendar files keep their address when an editor replaces one. */
  document: 'no-cache',
  /** RSS and Atom feeds: readers poll them, and a new post should reach them within the hour. */
  feed: 'public, max-age=3600',
} as const;

export type CacheKind = keyof typeof cachePolicies;

/** Folders whose files are named after their content (a hash), so a changed file has a new address. */
export const immutablePrefixes = ['/_next/static/', '/images/'] as const;

/** Extension (lower case) -> content type, for every kind of file the site serves. */
export const contentTypes: Readonly<Record<string, string>> = {
  html: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  mjs: 'text/javascript; charset=utf-8',
  json: 'application/json; charset=utf-8',
  map: 'application/json; charset=utf-8',
  webmanifest: 'application/manifest+json; charset=utf-8',
  txt: 'text/plain; charset=utf-8',
  xml: 'application/xml; charset=utf-8',
  ics: 'text/calendar; charset=utf-8',
  rss: feedTypes.rss,
  atom: feedTypes.atom,
  pdf: 'application/pdf',
  zip: 'application/zip',
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  woff2: 'font/woff2',
  woff: 'font/woff',
  ttf: 'font/ttf',
  otf: 'font/otf',
  wasm: 'application/wasm',
  bcmap: 'application/octet-stream',
  pfb: 'application/octet-stream',
};

const documentExtensions = ['pdf', 'zip', 'ics'];

/** Each extension's cache kind; any other file is revalidated. */
const cacheKindByExtension: Readonly<Record<string, CacheKind>> = Object.fromEntries(
  Object.entries(contentTypes).flatMap(([extension, type]): [string, CacheKind][] => {
    if (type.startsWith('image/')) return [[extension, 'image']];
    if (type.startsWith('font/')) return [[extension, 'font']];
    if (documentExtensions.includes(extension)) return [[extension, 'document']];
    return Object.values(feedTypes).includes(type) ? [[extension, 'feed']] : [];
  }),
);

export function extensionOf(path: string): string {
  const base = path.slice(path.lastIndexOf('/') + 1);
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
}

export function cacheKindFor(path: string): CacheKind {
  if (immutablePrefixes.some((prefix) => path.startsWith(prefix))) return 'immutable';
  return cacheKindByExtension[extensionOf(path)] ?? 'revalidate';
}

export function extensionsOf(kind: CacheKind): string[] {
  return Object.entries(cacheKindByExtension)
    .filter(([, value]) => value === kind)
    .map(([extension]) => extension);
}
