/**
 * The 301 redirects of content/redirects.ts for each host: `_redirects` (Netlify, Cloudflare Pages),
 * the `redirects` of serve.json and an nginx map read by deploy/nginx/eik.conf. No file access.
 */
import type { Redirect } from '@/content/schema';
import { configFile } from './host-configs';

const source = 'content/redirects.ts';

/** Cloudflare Pages reads at most this many static redirects from `_redirects`. */
const cloudflareMaxRedirects = 2000;

export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  const lines = redirects.map(({ from, to }) => `${from} ${to} 301`);
  return configFile('Read by Netlify and Cloudflare Pages.', lines, source);
}

export interface ServeRedirect {
  source: string;
  destination: string;
  type: 301;
}

/** serve matches `source` against the requested path (a trailing slash is dropped first). */
export function serveRedirects(redirects: readonly Redirect[]): ServeRedirect[] {
  return redirects.map(({ from, to }) => ({ source: from, destination: to, type: 301 }));
}

/** http context: the new address by $uri, with and without a trailing slash; empty for every other path. */
export function renderNginxRedirects(redirects: readonly Redirect[]): string {
  const entries = redirects.flatMap(({ from, to }) =>
    from === '/'
      ? [[from, to]]
      : [
          [from, to],
          [`${from}/`, to],
        ],
  );
  return configFile(
    'http context, included by eik.conf, whose server block answers 301 with $eik_redirect when it is set.',
    ['map $uri $eik_redirect {', '    default "";', ...entries.map(([from, to]) => `    "${from}" "${to}";`), '}'],
    source,
  );
}

export function redirectWarnings(redirects: readonly Redirect[]): string[] {
  return redirects.length > cloudflareMaxRedirects
    ? [`_redirects has ${redirects.length} redirects; Cloudflare Pages reads only the first ${cloudflareMaxRedirects}`]
    : [];
}
