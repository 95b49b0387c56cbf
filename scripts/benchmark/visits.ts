/**
 * `npm run bench:visits [-- /route ...] [--base=http://host:port]`: bytes over the network of a first
 * visit with service workers blocked, a first visit (the worker's precache included) and a repeat
 * visit, counted by a proxy in front of the site, so the worker's downloads count too. The promo
 * dialog is marked closed. Without --base it serves the current out/ like `npm start`.
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from '@playwright/test';
import { serving } from './server';
import { launchChromium } from './weight';

/** Routes measured when none are given: the home page, a precached page and one only a visit saves. */
const defaultVisitRoutes = ['/', '/members/fees', '/about/background'];

const headerBytes = (response: IncomingMessage) =>
  `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length +
  // "name: value\r\n" per header, then the blank line.
  response.rawHeaders.reduce((sum, part) => sum + part.length + 2, 0) +
  2;

/** Forwards every request to `target` and counts the bytes of each response, headers included. */
async function startCountingProxy(target: string) {
  const upstream = new URL(target);
  let total = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const forward = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        total += headerBytes(answer);
        response.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.on('data', (chunk: Buffer) => {
          total += chunk.length;
        });
        answer.pipe(response);
      },
    );
    forward.on('error', () => response.destroy());
    request.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    bytes: () => total,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

type CountingProxy = Awaited<ReturnType<typeof startCountingProxy>>;

/** Waits until nothing has crossed the proxy for `quietMs` (at most `maxMs`). */
async function settle(proxy: CountingProxy, quietMs = 1500, maxMs = 30_000) {
  const started = Date.now();
  let last = proxy.bytes();
  let since = Date.now();
  while (Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = proxy.bytes();
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) return;
  }
}

async function newProfile(browser: Browser, serviceWorkers: 'allow' | 'block'): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    serviceWorkers,
  });
  await context.addInitScript(() => window.sessionStorage.setItem('promo-dialog-closed', '1'));
  return context;
}

/** Bytes of one page load in `context`, everything it sets off included (the worker's install too). */
async function visit(context: BrowserContext, proxy: CountingProxy, url: string, waitForWorker: boolean) {
  const before = proxy.bytes();
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  if (waitForWorker) {
    // The worker registers once the page is idle; its precache downloads after that.
    await page.evaluate(() =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise((resolve) => setTimeout(() => resolve(false), 15_000)),
      ]),
    );
  }
  await settle(proxy);
  await page.close();
  return proxy.bytes() - before;
}

export async function measureVisits(browser: Browser, baseUrl: string, routes: string[]) {
  if (routes.length === 0) routes = defaultVisitRoutes;
  const proxy = await startCountingProxy(baseUrl);
  const results: { route: string; firstWithoutWorker: number; first: number; repeat: number }[] = [];
  try {
    for (const route of routes) {
      const url = `${proxy.origin}${route}`;
      const blocked = await newProfile(browser, 'block');
      const firstWithoutWorker = await visit(blocked, proxy, url, false);
      await blocked.close();

      const profile = await newProfile(browser, 'allow');
      const first = await visit(profile, proxy, url, true);
      const repeat = await visit(profile, proxy, url, false);
      await profile.close();
      results.push({ route, firstWithoutWorker, first, repeat });
    }
  } finally {
    await proxy.stop();
  }
  return results;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function renderVisits(results: Awaited<ReturnType<typeof measureVisits>>): string {
  return [
    '### First and repeat visits (bytes over the network, offline worker included)',
    '',
    '| Route | First visit, no worker | First visit | of which the worker | Repeat visit |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...results.map(
      (result) =>
        `| ${result.route} | ${kb(result.firstWithoutWorker)} | ${kb(result.first)} | ${kb(result.first - result.firstWithoutWorker)} | ${kb(result.repeat)} |`,
    ),
    '',
  ].join('\n');
}

async function main() {
  const { values, positionals } = parseArgs({ allowPositionals: true, options: { base: { type: 'string' } } });
  const browser = await launchChromium();
  try {
    const measure = (origin: string) => measureVisits(browser, origin, positionals);
    console.log(renderVisits(await (values.base ? measure(values.base) : serving(process.cwd(), measure))));
  } finally {
    await browser.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
