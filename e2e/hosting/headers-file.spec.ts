/**
 * The site as Netlify and Cloudflare Pages serve it: only the rules of out/_headers, a fixed set
 * whatever the number of pages, and each page's own policy in its meta element. On representative
 * pages: no policy violation, the page's inline scripts run (it hydrates: the search opens), and
 * an inline script that is not the page's own is blocked.
 */
import { test as base, expect } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { siteWideContentSecurityPolicy } from '../../scripts/lib/security-headers';
import { parseHeadersFile } from '../../scripts/postbuild/host-configs';
import { pagePolicyInputs } from '../../scripts/postbuild/inline-hashes';
import { metaPolicies } from '../../scripts/postbuild/meta-policy';
import { listFiles, readSitePolicy } from '../../scripts/postbuild/site-policy';
import { cloudflareMaxRules } from '../../scripts/lib/security-headers';
import { openVisit } from '../quality/visit';
import { unknownRoute } from '../quality/routes';
import { searchButton, searchDialog } from '../search-helpers';
import { startHeadersFileServer, type HeadersFileServer } from './headers-file-server';
import { outDir } from './nginx';

const test = base.extend<object, { host: HeadersFileServer }>({
  host: [
    async ({}, use) => {
      const server = await startHeadersFileServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
});

const blogPost = listFiles(join(outDir, 'blogs'))
  .filter((file) => /^[^/]+\.html$/.test(file))
  .map((file) => `/blogs/${file.replace(/\.html$/, '')}`)[0];

const pages: [string, string][] = [
  ['the home page', '/'],
  ['a blog post', blogPost ?? '/blogs/no-post-built'],
  ['a list page', '/blogs'],
  ['the 404 page', unknownRoute],
];

const injected = 'window.__injected = true';

test('out/_headers has a few rules, none per page, and the policy on every path', () => {
  const rules = parseHeadersFile(readFileSync(join(outDir, '_headers'), 'utf8'));
  const site = readSitePolicy(outDir);
  expect(rules.length).toBeLessThan(cloudflareMaxRules);
  expect(rules.length).toBeLessThan(site.pages.length);
  expect(rules.map((rule) => rule.path)).not.toContain('/blogs');
  expect(rules.find((rule) => rule.path === '/*')?.headers).toContainEqual([
    'Content-Security-Policy',
    siteWideContentSecurityPolicy(),
  ]);
});

test.describe('served with only the rules of _headers', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const [name, path] of pages) {
    test(`${name} (${path}) runs under its own meta policy and blocks an injected script`, async ({
      browser,
      host,
    }, testInfo) => {
      const visit = await openVisit(browser, testInfo, path, { baseURL: host.url });
      try {
        const { page, response } = visit;
        expect(response?.status()).toBe(path === unknownRoute ? 404 : 200);
        // The header policy is the site-wide one; the page's hashes reach the browser in its meta.
        expect((await response?.allHeaders())?.['content-security-policy']).toBe(siteWideContentSecurityPolicy());
        const html = (await response?.text()) ?? '';
        const [policy, ...others] = metaPolicies(html);
        expect(others).toEqual([]);
        const { scriptHashes } = pagePolicyInputs(html);
        expect(scriptHashes.length).toBeGreaterThan(0);
        for (const hash of scriptHashes) expect(policy).toContain(hash);

        // The page's inline scripts ran: it hydrated, and its search opens.
        await searchButton(page).click();
        await expect(searchDialog(page)).toBeVisible();
        expect(await visit.policyViolations()).toEqual([]);
        // Only the 404 page's own report of its status (the response, and the router's line).
        expect(visit.consoleErrors.filter((text) => !/\b404\b/.test(text))).toEqual([]);

        // A script that is not the page's own is refused, and the refusal is reported.
        await page.addScriptTag({ content: injected }).catch(() => undefined);
        await expect.poll(visit.policyViolations).toContainEqual(expect.stringContaining('script-src'));
        expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
      } finally {
        await visit.context.close();
      }
    });
  }

  test('without its meta policy the same page would run the injected script: the meta is what blocks it', async ({
    browser,
    host,
  }) => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.route(`${host.url}/`, async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');
        await route.fulfill({ response, body });
      });
      await page.goto(`${host.url}/`);
      await page.addScriptTag({ content: injected });
      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBe(true);
    } finally {
      await context.close();
    }
  });
});
