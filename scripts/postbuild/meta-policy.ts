/**
 * Post-build step: each page's own Content-Security-Policy as a `<meta http-equiv>` in its `<head>`
 * (Netlify and Cloudflare Pages get the page's hashes only from here). The meta holds no script or
 * style, so writing it changes none of the hashes it lists.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { escapeAttribute } from 'entities';
import { htmlTokens, withEdits, type HtmlToken } from '@/scripts/lib/html';
import { metaContentSecurityPolicy } from '@/scripts/lib/security-headers';
import { pagePolicyInputs } from './inline-hashes';
import { readSitePolicy, type SitePolicy } from './site-policy';

export function metaPolicyTag(policy: string): string {
  return `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
}

const isMetaPolicy = (token: HtmlToken) =>
  token.kind === 'open' &&
  token.name === 'meta' &&
  token.attributes?.['http-equiv']?.toLowerCase() === 'content-security-policy';

export function metaPolicies(html: string): string[] {
  return htmlTokens(html)
    .tokens.filter(isMetaPolicy)
    .map((token) => token.attributes?.content ?? '');
}

/**
 * The page with exactly one meta policy, `policy`, as the first element of its `<head>`: a policy
 * from a meta element applies only to what the parser meets after it. Only the character set
 * declaration stays before it, as it must sit in the first 1,024 bytes.
 */
export function withMetaPolicy(html: string, policy: string, file = 'the page'): string {
  const { tokens, closing } = htmlTokens(html);
  const headAt = tokens.findIndex((token) => token.kind === 'open' && token.name === 'head');
  const headEnd = closing.get(headAt);
  if (headAt < 0 || headEnd === undefined) throw new Error(`${file}: no <head> to hold its Content-Security-Policy`);
  const inside = tokens.slice(headAt + 1, headEnd);
  const first = inside.find((token) => !isMetaPolicy(token) && (token.kind !== 'text' || token.text?.trim()));
  const charset = first?.name === 'meta' && first.attributes?.charset !== undefined ? first : undefined;
  return withEdits(html, [
    ...inside.filter(isMetaPolicy).map(({ start, end }) => ({ start, end, text: '' })),
    { start: (charset ?? tokens[headAt]!).end, text: metaPolicyTag(policy) },
  ]);
}

export function withOwnMetaPolicy(html: string, runtimeStyleHashes: readonly string[] = []): string {
  return withMetaPolicy(html, metaContentSecurityPolicy(pagePolicyInputs(html, runtimeStyleHashes)));
}

/** Pages whose meta policy is missing, repeated or not the policy of their current HTML. */
export function staleMetaPolicies(outDir: string, site: Pick<SitePolicy, 'pages'>): string[] {
  return site.pages
    .filter((page) => {
      const found = metaPolicies(readFileSync(join(outDir, page.file), 'utf8'));
      return found.length !== 1 || found[0] !== metaContentSecurityPolicy(page.inputs);
    })
    .map((page) => page.file);
}

export function writeMetaPolicies(outDir: string): SitePolicy {
  const site = readSitePolicy(outDir);
  for (const page of site.pages) {
    const file = join(outDir, page.file);
    const html = readFileSync(file, 'utf8');
    const updated = withMetaPolicy(html, metaContentSecurityPolicy(page.inputs), page.file);
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
