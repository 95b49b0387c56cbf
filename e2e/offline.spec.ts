/**
 * The offline worker in a real browser: pages read once open without a connection, by reload and
 * by links; an unread page shows the offline page with what is saved; a document read once opens
 * offline; a new deploy replaces what was saved; a flaky network leaves no page blank. Visitors
 * without JavaScript and visitors who save data get no worker at all.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';
import { redirects } from '../content/redirects';
import { site } from '../content/site';
import { hero } from '../content/home';
import { footerWords, homeCrumb } from '../content/navigation';
import { pages } from '../content/pages';
import { readCharter } from './charter';
import { conferencePromo } from '../content/site';
import { cacheLimits, cacheNames, offlinePath, precacheBudgetBytes, precachedPages } from '../lib/offline';
import { contentTypes } from '../scripts/lib/security-headers';
import { precacheFiles, precachedUrls, precacheUrlOf } from '../scripts/postbuild/service-worker';
import { withOwnMetaPolicy } from '../scripts/postbuild/meta-policy';
import { readSitePolicy } from '../scripts/postbuild/site-policy';
import { expect, test } from './fixtures';
import { startDeployServer } from './offline-server';
import { documentWithOwnWords, searchButton, searchField, searchResults } from './search-helpers';
import { outDir } from './quality/routes';

test.use({ serviceWorkers: 'allow' });

const titleSuffix = ` | ${site.shortName}`;
const charterPath = '/documents/eik-membership-charter.pdf';
// Pages that the worker does not save at install, so only a visit saves them.
const visited = ['/about/background', '/agm', '/resources/downloads'];

/** Waits until the worker is registered and active (it registers once the page is idle). */
async function workerActive(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
}

async function isSaved(page: Page, path: string): Promise<boolean> {
  return page.evaluate(
    async ([name, target]) => !!(await (await caches.open(name!)).match(new URL(target!, location.origin).href)),
    [cacheNames.pages, path],
  );
}

/** Visits each page online and waits until the worker holds it; returns each page's h1 and title. */
async function visitAndSave(page: Page, paths: string[]) {
  const seen = new Map<string, { heading: string; title: string }>();
  for (const path of paths) {
    await page.goto(path);
    await workerActive(page);
    await expect.poll(() => isSaved(page, path), { message: `${path} is saved`, timeout: 20_000 }).toBe(true);
    const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
    seen.set(path, { heading, title: (await page.title()).replace(titleSuffix, '') });
  }
  return seen;
}

test('the worker and the offline page are served with the headers every host sends', async ({ request }) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toBe(contentTypes.js);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const offline = await request.get(offlinePath);
  expect(offline.status()).toBe(200);
  const policy = offline.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("worker-src 'self'");
  expect(policy).not.toMatch(/'unsafe-(inline|eval)'/);
  const html = await offline.text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
  expect(readFileSync(join(outDir, 'sitemap.xml'), 'utf8')).not.toContain(offlinePath);
});

test('the precache holds the saved pages and what they load, within its budget', () => {
  const urls = precachedUrls(readFileSync(join(outDir, 'sw.js'), 'utf8'));
  const files = precacheFiles(outDir);
  expect([...urls].sort()).toEqual(files.map(precacheUrlOf).sort());
  for (const page of precachedPages) expect(urls).toContain(page);
  expect(
    urls.filter((url) => !precachedPages.includes(url as never)).every((url) => url.startsWith('/_next/static/')),
  ).toBe(true);
  const gzipBytes = files.reduce(
    (sum, file) => sum + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
    0,
  );
  expect(gzipBytes).toBeLessThanOrEqual(precacheBudgetBytes);
});

test('pages read once open offline, by reload and by links; an unread page shows the offline page', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const seen = await visitAndSave(page, visited);

  await context.setOffline(true);
  for (const path of visited) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.get(path)!.heading);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.get(path)!.heading);
  }

  // Links between them: a client navigation that cannot reach the network becomes a page load,
  // which the worker answers from its saved copy.
  const hops: [string, string][] = [
    [visited[2]!, visited[0]!],
    [visited[0]!, visited[1]!],
  ];
  for (const [from, to] of hops) {
    await page.goto(from);
    await page.getByRole('contentinfo').locator(`a[href="${to}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.get(to)!.heading);
  }

  // A page never opened: the offline page, listing what this device holds.
  await page.goto('/gallery');
  await expect(page).toHaveURL(/\/gallery$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  const saved = page.getByRole('region', { name: 'Saved on this device' });
  for (const path of visited) {
    await expect(saved.getByRole('link', { name: seen.get(path)!.title, exact: true })).toHaveAttribute('href', path);
  }
  for (const path of precachedPages.filter((entry) => entry !== offlinePath)) {
    await expect(saved.locator(`a[href="${path}"]`)).toHaveCount(1);
  }
  // The home page by its short name, not its long title.
  if (precachedPages.includes('/')) await expect(saved.locator('a[href="/"]')).toHaveText(homeCrumb.label);
  const main = page.getByRole('main');
  await expect(main.getByText(site.payments.paybill, { exact: true })).toBeVisible();
  await expect(main.getByRole('link', { name: site.contacts.phone })).toHaveAttribute('href', site.contacts.phoneHref);
  await expect(main.getByRole('link', { name: site.contacts.email })).toHaveAttribute(
    'href',
    `mailto:${site.contacts.email}`,
  );

  // A saved page reached from the offline page's list.
  await saved.getByRole('link', { name: seen.get(visited[1]!)!.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.get(visited[1]!)!.heading);

  // The connection comes back: the page stays as it is (no reload). The page's answer to coming
  // back online (its online event, then its idle tasks) has run once an idle callback queued after
  // that event runs; a reload would have replaced the window, and with it the mark.
  await page.evaluate(() => {
    const win = window as unknown as { stayed: boolean; backOnline: Promise<void> };
    win.stayed = true;
    win.backOnline = new Promise((resolve) =>
      window.addEventListener('online', () => requestIdleCallback(() => resolve()), { once: true }),
    );
  });
  await context.setOffline(false);
  await page.evaluate(() => (window as unknown as { backOnline: Promise<void> }).backOnline);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('on a phone the offline page gives paying and contacting before the saved pages, and no newsletter sign-up', async ({
  page,
  consoleErrors,
}) => {
  const { texts } = pages.offline;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(offlinePath);
  const main = page.getByRole('main');
  const top = async (name: string) =>
    (await main.getByRole('heading', { level: 2, name, exact: true }).boundingBox())!.y;
  const tops = [await top(texts.pay), await top(texts.contact), await top(texts.saved)];
  expect(tops, `${texts.pay}, ${texts.contact}, ${texts.saved} from the top`).toEqual([...tops].sort((a, b) => a - b));
  // The paybill is on the first screens, above every saved page.
  const paybill = (await main.getByText(site.payments.paybill, { exact: true }).boundingBox())!;
  const firstSaved = (await main.getByRole('region', { name: texts.saved }).getByRole('link').first().boundingBox())!;
  expect(paybill.y).toBeLessThan(firstSaved.y);

  // Signing up needs a connection: the footer's newsletter field is not offered here, as it is elsewhere;
  // its column stays, so the footer keeps one shape on every page.
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: footerWords.newsletter, exact: true })).toBeVisible();
  await expect(footer.getByRole('textbox', { name: footerWords.emailLabel })).toBeHidden();
  await page.goto(precachedPages.find((path) => path !== offlinePath)!);
  await expect(footer.getByRole('textbox', { name: footerWords.emailLabel })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('an old address that redirects opens its new page with the worker in control, online and offline', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // Old addresses are kept for good (the redirects spec holds the list to at least one).
  expect(redirects.length, 'content/redirects.ts lists a redirect to follow').toBeGreaterThan(0);
  const { from, to } = redirects[0]!;
  // The first page of a visit is not yet controlled by the worker: follow the redirect on the next.
  await page.goto('/');
  await workerActive(page);
  await page.goto(from);
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
  const heading = (await page.getByRole('heading', { level: 1 }).innerText()).trim();
  await expect.poll(() => isSaved(page, to), { message: `${to} is saved`, timeout: 20_000 }).toBe(true);

  await context.setOffline(true);
  await page.goto(from);
  await expect(page).toHaveURL(new RegExp(`${to.replace(/\//g, '\\/')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  expect(consoleErrors).toEqual([]);
});

test('the pages saved at install open offline without a visit, the paybill among them', async ({ page, context }) => {
  await page.goto('/about/approach');
  await workerActive(page);
  await expect
    .poll(() => page.evaluate(async () => (await caches.keys()).some((name) => name.includes('precache'))))
    .toBe(true);
  await context.setOffline(true);
  await page.goto('/donate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(site.payments.paybill, { exact: true }).first()).toBeVisible();
});

test('a document read once opens offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  // The first page of a visit is not yet controlled by the worker: read the charter on the next.
  await page.goto('/about/approach');
  await workerActive(page);
  await page.goto('/members/join');
  await readCharter(page);
  const viewer = page.getByRole('region', { name: 'EIK Membership Charter: document' });
  await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect
    .poll(() =>
      page.evaluate(
        async ([name, path]) => !!(await (await caches.open(name!)).match(new URL(path!, location.origin).href)),
        [cacheNames.documents, charterPath],
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await readCharter(page);
  await expect(viewer.locator('canvas').first()).toBeVisible({ timeout: 20_000 });
  await expect(viewer.getByRole('alert')).toHaveCount(0);
  const start = await page.evaluate(async (path) => {
    const response = await fetch(path);
    return new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5));
  }, charterPath);
  expect(start).toBe('%PDF-');
});

test('the site search, used once, works offline', async ({ page, context }) => {
  test.setTimeout(90_000);
  // A word of the home page's main content, from content: the longest word of the hero's mission.
  const word = hero.mission
    .split(/[^A-Za-z]+/)
    .reduce((longest, next) => (next.length > longest.length ? next : longest));
  const search = async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('searchbox', { name: 'Search the site' }).fill(word);
    const results = dialog.getByRole('list', { name: 'Search results' });
    await expect(results.locator('a[href="/"]').first()).toBeVisible({ timeout: 15_000 });
    return (await dialog.getByRole('status').innerText()).trim();
  };

  // The first page of a visit is not yet controlled by the worker: search from the next.
  await page.goto('/about/approach');
  await workerActive(page);
  await page.goto(visited[0]!);
  const online = await search();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await search()).toBe(online);
});

test('a document found by the search and read once opens offline from the search', async ({ page, context }) => {
  test.setTimeout(120_000);
  const { document, words } = await documentWithOwnWords('charter');
  const word = words[0]!.word;
  const openResult = async () => {
    await searchButton(page).click();
    await searchField(page).fill(word);
    const result = searchResults(page).locator(`a[href^="${document.file}#page="]`).first();
    await expect(result).toBeVisible({ timeout: 15_000 });
    const opened = page.waitForResponse((response) => new URL(response.url()).pathname === document.file);
    await result.click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await expect(page).toHaveURL(new RegExp(`${document.file.replace(/\./g, '\\.')}#page=\\d+$`));
  };

  // The first page of a visit is not yet controlled by the worker: search from the next.
  await page.goto('/about/approach');
  await workerActive(page);
  await page.goto(visited[0]!);
  await openResult();
  await page.goBack();
  await expect
    .poll(() =>
      page.evaluate(
        async ([name, path]) => !!(await (await caches.open(name!)).match(new URL(path!, location.origin).href)),
        [cacheNames.documents, document.file],
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openResult();
});

test('back online, a new deploy replaces the saved pages on the next visit', async ({ browser }) => {
  test.setTimeout(180_000);
  const server = await startDeployServer(outDir);
  const context = await browser.newContext({ baseURL: server.url });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => window.sessionStorage.setItem('promo-dialog-closed', '1'));
    const pages = ['/', '/about/background', '/donate'];
    const seen = await visitAndSave(page, pages);

    // The new build: a changed page that only a visit saved, and a changed page of the precache
    // (so the worker itself changes too: its precache list carries the page's new revision).
    const changed: Record<string, string> = {};
    const { runtimeStyleHashes: runtimeStyles } = readSitePolicy(outDir);
    const newHeadings = new Map<string, string>();
    for (const path of ['/about/background', '/donate']) {
      const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
      const heading = seen.get(path)!.heading;
      newHeadings.set(path, `${heading} (new)`);
      // Everywhere in the file: the markup and the payload the page hydrates from; and, as the
      // build would, the page's meta policy with the hashes of its changed inline scripts.
      changed[file] = withOwnMetaPolicy(
        readFileSync(join(outDir, file), 'utf8').replaceAll(heading, `${heading} (new)`),
        runtimeStyles,
      );
    }
    const worker = readFileSync(join(outDir, 'sw.js'), 'utf8');
    const donateEntry = /\{[^{}]*"url":"\/donate"[^{}]*\}/.exec(worker)?.[0];
    expect(donateEntry, '/donate in the precache list').toBeTruthy();
    changed['sw.js'] = worker.replace(
      donateEntry!,
      donateEntry!.replace(/"revision":"[^"]+"/, '"revision":"new-deploy"'),
    );

    // Offline before the deploy: the saved copies.
    await context.setOffline(true);
    await page.goto('/about/background');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.get('/about/background')!.heading);
    await context.setOffline(false);

    server.deploy(changed);
    for (const path of ['/about/background', '/donate']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newHeadings.get(path)!);
    }
    // The new worker installs but waits while a page of the old one is open (no mixed chunks).
    await expect
      .poll(() => page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting), {
        timeout: 20_000,
      })
      .toBe(true);

    // Offline again: the saved copies are now the new build's.
    await context.setOffline(true);
    for (const path of ['/about/background', '/donate']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(newHeadings.get(path)!);
    }
    await context.setOffline(false);

    // Every page of the old worker closed: the new one takes over with the new precache.
    await page.close();
    const next = await context.newPage();
    await next.goto('/about/approach');
    await expect
      .poll(
        () =>
          next.evaluate(async () => {
            const registration = await navigator.serviceWorker.getRegistration();
            const names = await caches.keys();
            const precache = names.find((name) => name.includes('precache'));
            const keys = precache ? (await (await caches.open(precache)).keys()).map((request) => request.url) : [];
            return !registration?.waiting && keys.some((url) => url.includes('/donate?__WB_REVISION__=new-deploy'));
          }),
        // The new worker has to take over and refill the whole precache: on a busy machine (a browser
        // per core beside this one), over 45 s at times.
        { timeout: 90_000 },
      )
      .toBe(true);
  } finally {
    await context.close();
    await server.stop();
  }
});

test('without JavaScript nothing changes: no worker', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const path of ['/', visited[0]!]) {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Everything the page asked for has arrived: a worker could only come from a registration.
  await page.waitForLoadState('networkidle');
  expect(context.serviceWorkers()).toEqual([]);
  await context.close();
});

/** Makes the browser report that the visitor asks to save data (Chrome's Lite mode). */
async function saveData(context: BrowserContext) {
  await context.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => connection });
  });
}

test.describe('a visitor who saves data', () => {
  test.use({ showPromo: true });

  test('gets no worker, no hero rotation or later slides, the promo without its poster, no prefetching', async ({
    page,
    context,
    consoleErrors,
  }) => {
    test.setTimeout(60_000);
    await saveData(context);
    const requests: string[] = [];
    context.on('request', (request) => requests.push(request.url()));

    await page.goto('/');
    const current = page.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(current).toHaveAttribute('aria-label', new RegExp(`^1 of ${hero.slides.length}:`));

    // The promo opens after its delay (on the browser's clock), with its title and link but no poster.
    await page.waitForLoadState('networkidle');
    await page.clock.runFor(conferencePromo.delayMs);
    const dialog = page.getByRole('dialog', { name: conferencePromo.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Visit the conference site/ })).toBeVisible();
    await expect(dialog.getByRole('img')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Longer than a rotation: still the first slide, and the later slides were never fetched.
    await page.clock.runFor(hero.intervalMs + 1500);
    await expect(current).toHaveAttribute('aria-label', new RegExp(`^1 of ${hero.slides.length}:`));
    for (const slide of hero.slides.slice(1)) {
      expect(
        requests.filter((url) => url.includes(`/images/${slide.src}-`)),
        slide.src,
      ).toEqual([]);
    }
    expect(requests.filter((url) => url.includes(`/images/${conferencePromo.poster.src}-`))).toEqual([]);
    // A chosen slide still shows.
    await page.getByRole('button', { name: `Show slide 2: ${hero.slides[1]!.caption}` }).click();
    await expect(current).toHaveAttribute('aria-label', new RegExp(`^2 of ${hero.slides.length}:`));

    // No prefetching: hovering and scrolling past links fetch nothing; a click does.
    const link = page.getByRole('contentinfo').locator('a[href="/about/background"]').first();
    await link.scrollIntoViewIfNeeded();
    await link.hover();
    // A prefetch starts from the pointer's events or the link entering the viewport, at the latest
    // when the page is next idle: once that has passed, none came.
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    const ofPage = (url: string) => new URL(url).pathname.startsWith('/about/background');
    expect(requests.filter((url) => url.includes('_rsc=') || ofPage(url))).toEqual([]);
    await link.click();
    await expect(page).toHaveURL(/\/about\/background$/);
    // Internal links are plain anchors: the click loads the page itself.
    expect(requests.some(ofPage)).toBe(true);

    // No worker, even once the page has been idle for a while: past the longest wait the
    // registration allows itself (its idle callback's timeout), on the browser's clock.
    await page.clock.runFor(10_000);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
    expect(context.serviceWorkers()).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

/** A small seeded generator (mulberry32): the same failures on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

test('on a flaky network, pages read before never show blank and log no error', async ({
  page,
  context,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const paths = ['/', ...visited, '/members/fees'];
  const images = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.add(request.url());
  });
  const seen = await visitAndSave(page, paths);
  // Every image of these pages, below the fold too, so the worker has seen them.
  for (const path of paths) {
    await page.goto(path);
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        // The images now on screen (lazy ones start loading as they come into view) have arrived.
        const onScreen = [...document.images].filter((image) => {
          const rect = image.getBoundingClientRect();
          return rect.bottom > 0 && rect.top < innerHeight && rect.width > 0;
        });
        await Promise.all(onScreen.map((image) => image.decode().catch(() => undefined)));
      }
    });
    await page.waitForLoadState('networkidle');
  }
  // The worker keeps every picture these pages showed (a meeting's gallery alone is 28): none was
  // dropped to make room, which left the home page's slides blank on a revisit.
  expect(images.size, 'pictures the pages loaded, against what the worker keeps').toBeLessThanOrEqual(
    cacheLimits.images,
  );
  consoleErrors.length = 0;

  const random = seeded(17);
  let failed = 0;
  const failedForPage: string[] = [];
  // A request the browser cancels because the test goes on to the next page (a slide's picture still
  // on its way) is not a failure the visitor sees.
  page.on('requestfailed', (request) => {
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') failedForPage.push(request.url());
  });
  // context.route sees the worker's own requests too: the failures happen where the network is.
  await context.route('**/*', (route) => {
    if (random() < 0.35) {
      failed += 1;
      return route.abort('failed');
    }
    return route.continue();
  });

  for (let round = 0; round < 2; round += 1) {
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.get(path)!.heading);
      const text = (await page.getByRole('main').innerText()).trim();
      expect(text.length, `${path} shows its text`).toBeGreaterThan(40);
    }
    // And by links.
    await page.getByRole('contentinfo').locator(`a[href="${visited[0]}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(seen.get(visited[0]!)!.heading);
  }
  expect(failed, 'requests failed on purpose').toBeGreaterThan(0);
  // The browser fetches the tab's icon itself, not through the page or its worker: a failed icon
  // leaves the tab's default icon, not a blank page.
  const icons = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel~="icon"], link[rel="apple-touch-icon"]')].map(
      (link) => link.href,
    ),
  );
  expect(
    failedForPage.filter((url) => !icons.includes(url)),
    'requests that failed for the page, not only for the worker',
  ).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
