/**
 * Post-build step: measures the inline code of every page in out/ and writes each host's
 * configuration (hostingFiles) from scripts/lib/security-headers.ts and lib/site-redirects.ts. It
 * fails when a page's meta policy is not the policy of its HTML (a step rewrote HTML after it).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteRedirects } from '@/lib/site-redirects';
import { site as content } from '@/content/site';
import { writeFileWithFolders } from '@/scripts/lib/list-files';
import { cloudflareMaxRedirects, signupSources, type ExternalSources } from '@/scripts/lib/security-headers';
import { readSitePolicy, type SitePolicy } from './site-policy';
import { staleMetaPolicies } from './meta-policy';
import * as host from './host-configs';

export const repoRoot = join(__dirname, '..', '..');

function hostingFiles(site: SitePolicy): Record<string, string> {
  const redirects = siteRedirects();
  return {
    'out/_headers': host.renderHeadersFile(site),
    'out/_redirects': host.renderRedirectsFile(redirects),
    'serve.json': `${JSON.stringify(host.renderServeConfig(site, redirects), null, 2)}\n`,
    'deploy/nginx/eik-maps.conf': host.renderNginxMaps(),
    'deploy/nginx/eik-types.conf': host.renderNginxTypes(),
    'deploy/nginx/eik-headers.conf': host.renderNginxHeaders(),
    'deploy/nginx/eik-csp.conf': host.renderNginxCspMap(site),
    'deploy/nginx/eik-redirects.conf': host.renderNginxRedirects(redirects),
  };
}

export function writeHostingFiles(root = repoRoot): SitePolicy {
  const site = readSitePolicy(join(root, 'out'));
  for (const [file, content] of Object.entries(hostingFiles(site))) writeFileWithFolders(join(root, file), content);
  const redirects = siteRedirects().length;
  if (redirects > cloudflareMaxRedirects)
    console.warn(
      `hosting: _redirects has ${redirects} redirects; Cloudflare Pages reads only the first ${cloudflareMaxRedirects}`,
    );
  return site;
}

/** The generated files (and out/<page>.html meta policies) that no longer match out/. */
export function staleHostingFiles(root = repoRoot): string[] {
  const site = readSitePolicy(join(root, 'out'));
  const stale = Object.entries(hostingFiles(site))
    .filter(([file, content]) => !existsSync(join(root, file)) || readFileSync(join(root, file), 'utf8') !== content)
    .map(([file]) => file);
  return [...stale, ...staleMetaPolicies(join(root, 'out'), site).map((file) => `out/${file}`)];
}

/** The one line the build prints about sign-ups: a warning while they reach nobody. */
export function signupNotice(provider: string, sources: ExternalSources): string {
  if (provider === 'none') {
    return 'WARNING: sign-ups are not delivered: the newsletter, footer and careers forms only confirm on the page (content/site.ts, signups: none; see README.md, "Sign-ups")';
  }
  const list = (origins: readonly string[]) => ["'self'", ...origins].join(' ');
  return `sign-ups go to ${provider}; form-action ${list(sources.formAction)}; connect-src ${list(sources.connect)}`;
}

export const hostingStep = {
  name: 'hosting headers and policies (_headers, serve.json, nginx)',
  run: () => {
    const notice = signupNotice(content.signups.provider, signupSources);
    if (content.signups.provider === 'none') console.warn(notice);
    else console.log(notice);
    const site = writeHostingFiles();
    const stale = staleMetaPolicies(join(repoRoot, 'out'), site);
    if (stale.length > 0) {
      throw new Error(
        `hosting: ${stale.length} pages changed after their meta policy was written (a postbuild step rewrites HTML after the page policies step?): ${stale.slice(0, 5).join(', ')}`,
      );
    }
    console.log(
      `hosting: ${site.pages.length} pages, ${site.pages.reduce((sum, page) => sum + page.inputs.scriptHashes.length, 0)} inline scripts hashed`,
    );
  },
};
