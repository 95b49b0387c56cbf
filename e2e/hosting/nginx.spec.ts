/**
 * Smoke suite of the production configuration: the exported site served by Debian's nginx with
 * the repository's server block (deploy/nginx), one nginx per worker on loopback.
 * NGINX_PORT (default 4780) is the first worker's port. ROUTES_EXISTING_ONLY=1 skips routes of
 * lib/routes.ts whose page is not built yet; without it a missing page fails the suite.
 */
import { test as base, expect, type APIResponse, type Page } from '@playwright/test';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redirects } from '../../content/redirects';
import { allRoutes } from '../../lib/routes';
import { cachePolicies, contentTypes, securityHeaders } from '../../scripts/lib/security-headers';
import { pagePolicyInputs } from '../../scripts/postbuild/inline-hashes';
import { metaPolicies } from '../../scripts/postbuild/meta-policy';
import { listFiles, readSitePolicy } from '../../scripts/postbuild/site-policy';
import { staleHostingFiles } from '../../scripts/postbuild/hosting';
import { outDir, startNginx, type NginxServer } from './nginx';

const basePort = Number(process.env.NGINX_PORT ?? 4780);
const existingOnly = process.env.ROUTES_EXISTING_ONLY === '1';
const notFoundText = 'Oops! Page not found';

const test = base.extend<object, { nginx: NginxServer }>({
  nginx: [
    async ({}, use, workerInfo) => {
      const server = await startNginx(basePort + workerInfo.parallelIndex);
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ nginx }, use) => use(nginx.url),
});

function htmlFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

const routes = allRoutes().map((route) => route.path);
const tourRoutes = existingOnly ? routes.filter((path) => existsSync(join(outDir, htmlFileFor(path)))) : routes;
const files = existsSync(outDir) ? listFiles(outDir) : [];
const firstFile = (test: (file: string) => boolean) => {
  const file = files.find(test);
  if (!file) throw new Error('out/ has no such file: build the site first');
  return `/${file}`;
};

/** The largest matching file: above gzip_min_length. */
const largestFile = (test: (file: string) => boolean) => {
  const [file] = files.filter(test).sort((a, b) => statSync(join(outDir, b)).size - statSync(join(outDir, a)).size);
  if (!file) throw new Error('out/ has no such file: build the site first');
  return `/${file}`;
};

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** A raw GET: the path goes on the wire exactly as written (no URL normalisation). */
function rawGet(
  server: NginxServer | { socketPath: string },
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const target = server.socketPath
    ? { socketPath: server.socketPath }
    : { host: '127.0.0.1', port: Number(new URL((server as NginxServer).url).port) };
  return new Promise((resolve, reject) => {
    const request = httpRequest({ ...target, path, method: 'GET', headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, value] of Object.entries(securityHeaders)) {
    expect(headers[name.toLowerCase()], `${name} on ${what}`).toBe(value);
  }
  const policy = headers['content-security-policy'] ?? '';
  expect(policy, `CSP on ${what}`).toMatch(/^default-src 'self'; script-src 'self'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).toContain("object-src 'none'");
  expect(policy).not.toContain("'unsafe-inline'");
  expect(policy).not.toContain("'unsafe-eval'");
}

test.describe('nginx: generated policy', () => {
  test('every route of lib/routes.ts is exported (ROUTES_EXISTING_ONLY=1 skips missing ones)', () => {
    const missing = routes.filter((path) => !existsSync(join(outDir, htmlFileFor(path))));
    if (existingOnly)
      test.info().annotations.push({ type: 'skipped routes', description: missing.join(', ') || 'none' });
    else expect(missing, 'routes without a built page').toEqual([]);
    expect(tourRoutes.length).toBeGreaterThan(0);
  });

  test('the generated host files match out/: a page rebuilt without its policy is caught', () => {
    expect(staleHostingFiles(), 'stale files: run npm run build').toEqual([]);
  });

  test('each page is served with the hashes of its own inline scripts and styles', async ({ request }) => {
    const site = readSitePolicy(outDir);
    const serveConfig = JSON.parse(readFileSync('serve.json', 'utf8')) as {
      headers: { source: string; headers: { key: string; value: string }[] }[];
    };
    const localPolicy = new Map(
      serveConfig.headers.map((rule) => [
        rule.source,
        rule.headers.find((header) => header.key === 'Content-Security-Policy')?.value,
      ]),
    );
    for (const page of site.pages.filter((entry) => entry.file !== '_not-found.html' && entry.file !== '404.html')) {
      const response = await request.get(page.path);
      expect(response.status(), page.path).toBe(200);
      const html = await response.text();
      const policy = response.headers()['content-security-policy'] ?? '';
      const served = pagePolicyInputs(html, site.runtimeStyleHashes);
      for (const hash of [...served.scriptHashes, ...served.styleHashes, ...served.styleAttributeHashes]) {
        expect(policy, `${page.path} allows ${hash}`).toContain(hash);
      }
      expect(served.scriptHashes.length, `${page.path} has inline scripts`).toBeGreaterThan(0);
      expect(Buffer.byteLength(policy), `${page.path} policy size`).toBeLessThan(8000);
      // The local server, on which the phone tour runs every page at work, sends the very same policy.
      expect(policy, `${page.path}: nginx and serve.json agree`).toBe(localPolicy.get(page.file));
      // The page's own meta policy (all Netlify and Cloudflare get) is the same, less frame-ancestors:
      // under both, the browser enforces exactly the header policy.
      expect(metaPolicies(html), `${page.path}: one meta policy`).toEqual([
        policy.replace("; frame-ancestors 'none'", ''),
      ]);
    }
  });
});

test.describe('nginx: URLs, status and headers', () => {
  test('clean URLs serve the pages; a trailing slash redirects to the clean URL', async ({ request }) => {
    for (const path of tourRoutes) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      if (path !== '/') {
        const slashed = await request.get(`${path}/`, { maxRedirects: 0 });
        expect(slashed.status(), `${path}/`).toBe(301);
        expect(slashed.headers().location).toBe(path);
      }
    }
  });

  test('plain HTTP redirects to the same path on HTTPS', async ({ nginx }) => {
    for (const host of ['www.eik.co.ke', 'eik.co.ke']) {
      const response = await rawGet({ socketPath: nginx.redirectSocketPath }, '/about/background?x=1', { Host: host });
      expect(response.status).toBe(301);
      expect(response.headers.location).toBe(`https://${host}/about/background?x=1`);
    }
  });

  test('an unknown page is the 404 page with status 404 and every header', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: notFoundText })).toBeVisible();
    const headers = (await response?.allHeaders()) ?? {};
    expectSecurityHeaders(headers, 'the 404 page');
    for (const hash of pagePolicyInputs(readFileSync(join(outDir, '404.html'), 'utf8')).scriptHashes) {
      expect(headers['content-security-policy'], `the 404 page allows ${hash}`).toContain(hash);
    }
    expect(headers['cache-control']).toBe(cachePolicies.revalidate);
  });

  test('every security header on an HTML page and on assets', async ({ request }) => {
    const html = await request.get('/');
    expectSecurityHeaders(html.headers(), 'the home page');
    expect(html.headers()['content-security-policy']).toContain("'sha256-");
    for (const asset of [
      firstFile((file) => file.startsWith('_next/static/') && file.endsWith('.js')),
      firstFile((file) => file.endsWith('.css')),
      firstFile((file) => file.startsWith('images/')),
    ]) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expectSecurityHeaders(response.headers(), asset);
    }
  });

  test('caching by kind of file', async ({ request }) => {
    const cases: [string, string][] = [
      ['/', cachePolicies.revalidate],
      [firstFile((file) => file.startsWith('_next/static/') && file.endsWith('.js')), cachePolicies.immutable],
      [firstFile((file) => file.startsWith('_next/static/') && file.endsWith('.css')), cachePolicies.immutable],
      [firstFile((file) => file.startsWith('images/') && file.endsWith('.avif')), cachePolicies.immutable],
      [firstFile((file) => file.startsWith('images/') && file.endsWith('.webp')), cachePolicies.immutable],
      ['/favicon.ico', cachePolicies.image],
      [firstFile((file) => file.endsWith('.txt')), cachePolicies.revalidate],
      [firstFile((file) => file.startsWith('feeds/') && file.endsWith('.rss')), cachePolicies.feed],
      [firstFile((file) => file.startsWith('feeds/') && file.endsWith('.atom')), cachePolicies.feed],
      ['/manifest.webmanifest', cachePolicies.revalidate],
      // The offline worker: a deploy must reach it on the next visit.
      ['/sw.js', cachePolicies.revalidate],
    ];
    const document = files.find((file) => /\.(pdf|zip|ics)$/.test(file));
    if (document) cases.push([`/${document}`, cachePolicies.document]);
    for (const [path, expected] of cases) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control'], path).toBe(expected);
    }
  });

  test('the offline worker is served as a script, revalidated, under a policy that allows it', async ({ request }) => {
    const response = await request.get('/sw.js');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toBe(contentTypes.js);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expectSecurityHeaders(response.headers(), '/sw.js');
    const policy = (await request.get('/')).headers()['content-security-policy'] ?? '';
    expect(policy).toContain("worker-src 'self'");
    expect(policy).not.toMatch(/'unsafe-(inline|eval)'/);
  });

  test('gzip compresses text, not images', async ({ request }) => {
    for (const path of [
      '/',
      largestFile((file) => file.endsWith('.js')),
      largestFile((file) => file.endsWith('.css')),
    ]) {
      const response = await request.get(path, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(response.headers()['content-encoding'], path).toBe('gzip');
      expect(response.headers().vary, path).toContain('Accept-Encoding');
    }
    const image = await request.get(
      firstFile((file) => file.endsWith('.webp')),
      { headers: { 'Accept-Encoding': 'gzip' } },
    );
    expect(image.headers()['content-encoding']).toBeUndefined();
  });
});

test.describe('nginx: redirects of content/redirects.ts', () => {
  test('every old address answers 301 with its new one, with and without a trailing slash', async ({ nginx }) => {
    expect(redirects.length).toBeGreaterThan(0);
    for (const { from, to } of redirects) {
      for (const path of [from, `${from}/`]) {
        const response = await rawGet(nginx, path);
        expect([path, response.status]).toEqual([path, 301]);
        expect(response.headers.location, path).toBe(to);
        expect(response.headers['content-security-policy'], path).toBeTruthy();
      }
    }
  });

  test('a browser following an old address lands on the new page', async ({ page }) => {
    for (const { from, to } of redirects) {
      const response = await page.goto(from);
      expect(response?.status()).toBe(200);
      expect(new URL(page.url()).pathname).toBe(to);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('an address that is neither a page nor a redirect is still the 404 page', async ({ nginx }) => {
    const response = await rawGet(nginx, '/blogs/never-was');
    expect(response.status).toBe(404);
    expect(response.body).toContain(notFoundText);
  });
});

test.describe('nginx: content types', () => {
  let fixture: NginxServer;
  let fixtureRoot: string;

  // One file of every type the site may serve (some land later: PDFs, ZIPs, calendars, wasm),
  // served by the same server block from a scratch root, on a Unix socket (no second port).
  test.beforeAll(async () => {
    fixtureRoot = mkdtempSync(join(tmpdir(), 'eik-types-'));
    for (const file of ['index.html', '404.html'])
      writeFileSync(join(fixtureRoot, file), readFileSync(join(outDir, file)));
    mkdirSync(join(fixtureRoot, 'files'));
    for (const extension of Object.keys(contentTypes))
      writeFileSync(join(fixtureRoot, 'files', `sample.${extension}`), 'x'.repeat(600));
    writeFileSync(join(fixtureRoot, 'files', 'sample.unknownext'), 'x');
    // Next writes a page's segment payloads in a folder named like the page.
    writeFileSync(join(fixtureRoot, 'files.html'), readFileSync(join(outDir, 'index.html')));
    writeFileSync(join(fixtureRoot, 'files', '__next._tree.txt'), 'tree');
    fixture = await startNginx('socket', fixtureRoot);
  });

  test.afterAll(async () => {
    await fixture?.stop();
    if (fixtureRoot) rmSync(fixtureRoot, { recursive: true, force: true });
  });

  test('every extension gets its content type; an unknown one is octet-stream with nosniff', async () => {
    for (const [extension, type] of Object.entries(contentTypes)) {
      const response = await rawGet(fixture, `/files/sample.${extension}`);
      expect(response.status, extension).toBe(200);
      expect(response.headers['content-type'], extension).toBe(type);
    }
    expect(contentTypes.mjs).toBe('text/javascript; charset=utf-8');
    expect(contentTypes.ics).toBe('text/calendar; charset=utf-8');
    const unknown = await rawGet(fixture, '/files/sample.unknownext');
    expect(unknown.headers['content-type']).toBe('application/octet-stream');
    expect(unknown.headers['x-content-type-options']).toBe('nosniff');
  });

  test('a page next to a folder of the same name: the page, its payloads, never the folder', async () => {
    const page = await rawGet(fixture, '/files');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const payload = await rawGet(fixture, '/files/__next._tree.txt');
    expect(payload.status).toBe(200);
    expect(payload.headers['content-type']).toBe('text/plain; charset=utf-8');
    const slashed = await rawGet(fixture, '/files/');
    expect(slashed.status).toBe(301);
    expect(slashed.headers.location).toBe('/files');
  });

  test('the built files are served with their types', async ({ request, nginx }) => {
    const seen = new Set<string>();
    for (const file of files) {
      const extension = file.slice(file.lastIndexOf('.') + 1);
      if (seen.has(extension) || !(extension in contentTypes) || file.startsWith('_headers')) continue;
      seen.add(extension);
      const response: APIResponse = await request.get(`${nginx.url}/${file}`);
      expect(response.headers()['content-type'], file).toBe(contentTypes[extension]);
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});

test.describe('nginx: bad input', () => {
  const outsideMarkers = [/root:x:0:0/, /"name":\s*"institute-website"/, /Index of \//];

  const cases = [
    '/../etc/passwd',
    '/../package.json',
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/%2E%2E/package.json',
    '/_next/..%2F..%2Fpackage.json',
    '/images/%2e%2e/%2e%2e/package.json',
    '/images%2F..%2F..%2Fpackage.json',
    '/a%2Fb',
    '/%2F%2Fevil.example',
    '/\\evil.example/',
    '//evil.example/',
    `/${'a'.repeat(5000)}`,
    `/images/${'b/'.repeat(2500)}`,
    '/index.unknownext',
    '/index.php',
    '/_next/static/',
    '/_next/static',
    '/images/',
    '/images',
    '/_headers',
    '/.env',
    '/.git/config',
    '/404',
    '/404.html',
    '/_not-found',
  ];

  for (const path of cases) {
    test(`${path.length > 60 ? `${path.slice(0, 40)}… (${path.length} chars)` : path} is refused with a 4xx, never a file outside out/ or a listing`, async ({
      nginx,
    }) => {
      const response = await rawGet(nginx, path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(response.status, path).toBeLessThan(500);
      // The site's own 404 page, also for requests nginx rejects as bad (400).
      expect(response.body).toContain(notFoundText);
      for (const marker of outsideMarkers) expect(response.body).not.toMatch(marker);
      expect(response.headers['content-security-policy']).toBeTruthy();
    });
  }

  test('/_next/static/ and /images/ are never listed, even by a browser following redirects', async ({ page }) => {
    for (const path of ['/_next/static/', '/images/', '/images']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole('heading', { name: notFoundText })).toBeVisible();
    }
  });
});

/** Collects CSP violations: `securitypolicyviolation` events and the console's reports. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const violations: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = violations;
    document.addEventListener('securitypolicyviolation', (event) => {
      violations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return async () => [
    ...problems,
    ...(await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations ?? [])),
  ];
}

// Every route's page at work under its policy (promo, filters, sign-up, menu) is toured on a phone
// by e2e/quality/phone-tour.mobile.spec.ts, under the same policy that nginx serves page by page
// (checked above); here the 404 page, and the proof that a violation is caught.
test.describe('nginx: pages in a browser, with no CSP violation', () => {
  test.describe.configure({ timeout: 60_000 });

  test('the 404 page runs under its policy too', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.addInitScript(() => window.sessionStorage.setItem('promo-dialog-closed', '1'));
    await page.goto('/no-such-page');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: notFoundText })).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('a script that the policy does not allow is blocked and reported (the tour can fail)', async ({ page }) => {
    const violations = await watchPolicy(page);
    await page.goto('/');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(violations).toContainEqual(expect.stringContaining('script-src'));
    expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined();
  });
});

test('nginx starts from the server block without a configuration warning', async ({ nginx, request }) => {
  await request.get('/');
  expect(nginx.errorLog()).not.toMatch(/\[(emerg|alert|warn)\]/);
  expect(readdirSync(nginx.prefix)).toContain('nginx.pid');
});
