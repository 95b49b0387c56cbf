import type { Browser, Page } from '@playwright/test';
import { buildDayOf, dayFrom } from '@/e2e/time';
import { readVitals, vitalsObserverSource } from './vitals-observer';
import { phonePage } from './weight';

/**
 * The field profile: a mid-range phone (weight.ts's screen) on a slow 4G connection, throttled through
 * the DevTools protocol (not Lighthouse's simulation), and a visitor who reads the first screen for
 * 10 s untouched (the promo dialog opens within it).
 */
const fieldProfile = {
  latencyMs: 150,
  /** Bytes per second: 1.6 Mbps down, 750 kbps up. */
  download: (1.6 * 1024 * 1024) / 8,
  upload: (750 * 1024) / 8,
  cpuSlowdown: 4,
  idleMs: 10_000,
};

/**
 * When the HTML and the last of the stylesheets, fonts and scripts the HTML names had arrived (null
 * for none), in ms since navigation start, and how many of each: the page's own Resource Timing.
 */
interface Waterfall {
  html: number;
  css: number | null;
  font: number | null;
  js: number | null;
  counts: { css: number; font: number; js: number };
  preloadedFonts: number;
}

// A string, not a function: tsx rewrites named functions with a helper the page does not have. The
// entries come through buffered observers: the page's clock is installed, which replaces performance.
const waterfallSource = `new Promise((resolve) => {
  const entries = {};
  const read = (type) =>
    new Promise((done) =>
      new PerformanceObserver((list, observer) => {
        observer.disconnect();
        done((entries[type] = list.getEntries()));
      }).observe({ type, buffered: true }),
    );
  Promise.all([read('navigation'), read('resource')]).then(() => {
    const nav = entries.navigation[0];
    // Scripts and styles the HTML names start before parsing ends; later ones are loaded on demand.
    const firstLoad = entries.resource.filter((entry) => entry.startTime <= nav.domInteractive);
    const of = (pattern) => firstLoad.filter((entry) => pattern.test(new URL(entry.name).pathname));
    const last = (list) => (list.length ? Math.max(...list.map((entry) => entry.responseEnd)) : null);
    const [css, font, js] = [/\\.css$/, /\\.woff2?$/, /\\.js$/].map(of);
    resolve({
      html: nav.responseEnd,
      css: last(css),
      font: last(font),
      js: last(js),
      counts: { css: css.length, font: font.length, js: js.length },
      preloadedFonts: document.querySelectorAll('link[rel="preload"][as="font"]').length,
    });
  });
})`;

/** One real interaction a visitor makes, chosen from what the page has; returns what it did. */
async function interact(page: Page): Promise<string> {
  const main = page.locator('main');
  const search = main.locator('input[type="search"]').first();
  if (await search.isVisible()) {
    await search.focus();
    await page.keyboard.press('e');
    return 'type in the search box';
  }
  // What to tap, in order of preference; a target reached by scrolling counts when the page has it at all.
  const targets = [
    { target: main.locator('button[aria-pressed="false"]').first(), action: 'choose a filter' },
    { target: main.locator('label:has(input[type="radio"]:not(:checked))').first(), action: 'choose an option' },
    { target: main.locator('button[aria-haspopup="dialog"]:has(img)').first(), action: 'open a photo', scroll: true },
    // A section folded for visitors, not one shown only without JavaScript (display: none here).
    {
      target: main.locator('details:not([open]) > summary').locator('visible=true').first(),
      action: 'open a collapsed section',
      scroll: true,
    },
    { target: page.getByRole('button', { name: 'Menu', exact: true }), action: 'open the site menu' },
    // Wide screens show the header's menus instead of the drawer.
    {
      target: page.getByRole('navigation', { name: 'Main' }).getByRole('button').first(),
      action: 'open a header menu',
    },
  ];
  for (const { target, action, scroll } of targets) {
    if (!(scroll ? (await target.count()) > 0 : await target.isVisible())) continue;
    if (scroll) await target.scrollIntoViewIfNeeded();
    await target.click();
    return action;
  }
  // A page with nothing to operate (the empty page): a tap on its heading.
  await page.getByRole('heading', { level: 1 }).click();
  return 'tap the heading';
}

/**
 * Loads `url` once in a fresh context under the field profile, leaves it without input for the
 * idle time (LCP, FCP, CLS), then closes the promo dialog if it is open and makes the page's
 * interaction (INP is the slower of the two).
 */
export async function measureVitals(browser: Browser, url: string) {
  const { context, page, client } = await phonePage(browser);
  // A load that hangs (a page operation that never settles) must not stall the whole benchmark:
  // closing the context fails whatever is pending.
  const limit = AbortSignal.timeout(fieldProfile.idleMs + 90_000);
  limit.onabort = () => void context.close();
  try {
    page.setDefaultTimeout(15_000);
    await client.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: fieldProfile.latencyMs,
      downloadThroughput: fieldProfile.download,
      uploadThroughput: fieldProfile.upload,
    });
    await client.send('Emulation.setCPUThrottlingRate', { rate: fieldProfile.cpuSlowdown });
    await page.addInitScript({ content: vitalsObserverSource });
    // The visit happens on the day the page was built, as a visitor that day sees it: the HTML and
    // the browser decide alike what has passed (a promo whose event is still ahead opens during
    // the visit). A page without a build day (the empty page) is visited now.
    const builtOn = buildDayOf(await (await context.request.get(url)).text());
    await page.clock.setFixedTime(builtOn ? dayFrom(builtOn) : new Date());

    const start = Date.now();
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    await page.waitForTimeout(Math.max(0, fieldProfile.idleMs - (Date.now() - start)));
    const idle = await readVitals(page);
    const waterfall = (await page.evaluate(waterfallSource)) as Waterfall;
    if (process.env.BENCH_LCP_CANDIDATES) {
      // Every candidate, for checking what competes with the page's content.
      console.error(
        `${url}: ${idle.lcp.map((c) => `${(c.time / 1000).toFixed(2)} s ${c.size} px² ${c.element}`).join(' > ')}`,
      );
    }

    const actions: string[] = [];
    const promo = page.getByRole('dialog').filter({ has: page.locator('#promo-title') });
    // On a slow load the dialog may still be on its way: a visitor's tap would land on it.
    await promo.waitFor({ state: 'visible', timeout: 5_000 }).catch(() => undefined);
    if (await promo.isVisible()) {
      await promo.getByRole('button', { name: 'Close', exact: true }).click();
      await promo.waitFor({ state: 'hidden' });
      actions.push('close the promo dialog');
    }
    actions.push(
      await interact(page).catch((error: unknown) => `the interaction failed: ${String(error).split('\n')[0]}`),
    );
    // Event Timing entries arrive after the next paint; give the throttled page time to report.
    await page.waitForTimeout(1_500);
    const after = await readVitals(page);
    return {
      /** The last LCP candidate after the idle time, the one field data reports (all of them with BENCH_LCP_CANDIDATES=1). */
      lcp: idle.lcp.at(-1) ?? null,
      fcp: idle.fcp,
      /** Largest session window over the idle time and the interactions. */
      cls: after.cls,
      /** The slowest interaction in ms, and what it was. */
      inp: after.inp,
      interaction: `${actions.join(', then ')} (slowest: ${after.inpEvents || 'none over 16 ms'})`,
      waterfall,
    };
  } catch (error) {
    throw limit.aborted ? new Error(`no result within ${(fieldProfile.idleMs + 90_000) / 1000} s`) : error;
  } finally {
    limit.onabort = null;
    await context.close();
  }
}

export type RouteVitals = Awaited<ReturnType<typeof measureVitals>>;

/** The median of `values` by `key`. */
export const middle = <T>(values: T[], key: (value: T) => number) =>
  [...values].sort((a, b) => key(a) - key(b))[Math.floor(values.length / 2)]!;

/** The median of each measure over several loads; the LCP element is the median run's. */
export function medianVitals(runs: RouteVitals[]): RouteVitals {
  const byLcp = middle(runs, (run) => run.lcp?.time ?? Number.POSITIVE_INFINITY);
  const byInp = middle(runs, (run) => run.inp);
  return {
    lcp: byLcp.lcp,
    fcp: middle(runs, (run) => run.fcp ?? Number.POSITIVE_INFINITY).fcp,
    cls: middle(runs, (run) => run.cls).cls,
    inp: byInp.inp,
    interaction: byInp.interaction,
    waterfall: byLcp.waterfall,
  };
}
