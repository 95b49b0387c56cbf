/**
 * Post-build step: writes each page's own Content-Security-Policy into the page, as
 * `<meta http-equiv="Content-Security-Policy">` at the top of its `<head>`, so every host serves it
 * with its page, however many pages there are. Netlify and Cloudflare Pages read a fixed set of
 * header rules (`_headers`, scripts/postbuild/host-configs.ts) and get the page's hashes only from
 * here; serve and nginx also send the same policy as a header, page by page.
 *
 * The policy holds the hashes of the page's inline scripts and styles, so it runs after every step
 * that rewrites HTML and before every step that reads or fingerprints it (the search index, the
 * service worker's precache revisions, the hosting files). The meta holds no script, style or
 * style attribute, so writing it does not change the hashes it lists, and running it again
 * replaces it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { metaContentSecurityPolicy } from '../lib/security-headers';
import { decodeAttribute, pagePolicyInputs } from './inline-hashes';
import { readSitePolicy, type PagePolicy, type SitePolicy } from './site-policy';

const metaPattern = /<meta\b[^>]*?\bhttp-equiv\s*=\s*(["']?)content-security-policy\1(?=[\s/>])[^>]*>/gi;
const contentPattern = /\scontent\s*=\s*(?:"([^"]*)"|'([^']*)')/i;
const headPattern = /<head\b[^>]*>/i;
const charsetPattern = /^\s*<meta\s+charset\s*=\s*["']?[\w-]+["']?\s*\/?>/i;

/** The meta policy of a page: its header policy without the directives only a header can carry. */
export function pageMetaPolicy(page: Pick<PagePolicy, 'inputs'>): string {
  return metaContentSecurityPolicy(page.inputs);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

export function metaPolicyTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
}

/** The policies of a page's `<meta http-equiv="Content-Security-Policy">` elements, decoded. */
export function metaPolicies(html: string): string[] {
  return [...html.matchAll(metaPattern)].map((match) => {
    const content = match[0].match(contentPattern);
    return decodeAttribute(content?.[1] ?? content?.[2] ?? '');
  });
}

/**
 * The page with exactly one meta policy, `policy`, as the first element of its `<head>`: a policy
 * from a meta element applies only to what the parser meets after it. Only the character set
 * declaration stays before it, as it must sit in the first 1,024 bytes.
 */
export function withMetaPolicy(html: string, policy: string, file = 'the page'): string {
  const head = headPattern.exec(html);
  const headEnd = html.search(/<\/head\s*>/i);
  if (!head || headEnd < head.index) throw new Error(`${file}: no <head> to hold its Content-Security-Policy`);
  const start = head.index + head[0].length;
  let inside = html.slice(start, headEnd).replace(metaPattern, '');
  const charset = charsetPattern.exec(inside);
  const at = charset ? charset[0].length : 0;
  inside = `${inside.slice(0, at)}${metaPolicyTag(policy)}${inside.slice(at)}`;
  return `${html.slice(0, start)}${inside}${html.slice(headEnd)}`;
}

/** The page with the meta policy of its own inline scripts and styles, as the build writes it. */
export function withOwnMetaPolicy(html: string, runtimeStyleHashes: readonly string[] = []): string {
  return withMetaPolicy(html, pageMetaPolicy({ inputs: pagePolicyInputs(html, runtimeStyleHashes) }));
}

/** Pages whose meta policy is missing, repeated or not the policy of their current HTML. */
export function staleMetaPolicies(outDir: string, site: Pick<SitePolicy, 'pages'>): string[] {
  return site.pages
    .filter((page) => {
      const found = metaPolicies(readFileSync(join(outDir, page.file), 'utf8'));
      return found.length !== 1 || found[0] !== pageMetaPolicy(page);
    })
    .map((page) => page.file);
}

/** Writes the meta policy into every HTML file of out/. */
export function writeMetaPolicies(outDir: string): SitePolicy {
  const site = readSitePolicy(outDir);
  for (const page of site.pages) {
    const file = join(outDir, page.file);
    const html = readFileSync(file, 'utf8');
    const updated = withMetaPolicy(html, pageMetaPolicy(page), page.file);
    if (updated !== html) writeFileSync(file, updated);
  }
  return site;
}

export const metaPolicyStep = {
  name: 'page policies (a meta Content-Security-Policy in every page)',
  run: () => {
    const site = writeMetaPolicies(join(__dirname, '..', '..', 'out'));
    console.log(`page policies: ${site.pages.length} pages`);
  },
};
