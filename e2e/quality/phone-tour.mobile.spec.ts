import type { Page } from '@playwright/test';
import { expect, painted, test } from '../fixtures';
import { readVitals, vitalsObserverSource } from '../../scripts/benchmark/vitals-observer';
import { targetSizeProblems } from './page-checks';
import { tourRoutes, unknownRoute } from './routes';
import { openVisit, type Visit } from './visit';

/**
 * The phone tour: a page of every template of lib/routes.ts (`tourRoutes`) and the 404 page, one
 * visit each on a phone, as a first-time visitor meets it, with the promo dialog free to open. On
 * that one visit, each a test of its own named by route:
 * 1. the layout as loaded: targets of 24 px and no sideways scrolling;
 * 2. Largest Contentful Paint without input: 8 s pass on the browser's clock, the promo dialog opens
 *    by itself (at 4 s), and the last LCP candidate must still be the page's own content. Field data
 *    records LCP until the visitor's first tap, scroll or key press, so a visitor who reads the top
 *    of a page for a while would otherwise report the dialog's poster as the page's LCP;
 * 3. the page at work under its Content-Security-Policy: closing the promo, the list filters, the
 *    footer's sign-up and the phone menu run without a violation (the host configs carry the same
 *    policy: tests/hosting and e2e/hosting compare them page by page).
 */

/** Eight seconds without input: the promo dialog opens at four. */
const idleMs = 8_000;

/** Resolves once the poster's canvas holds a drawn picture (it stays blank until its image decodes). */
async function posterDrawn(page: Page) {
  const canvas = await page.getByRole('dialog').locator('canvas').elementHandle();
  await page.waitForFunction((element) => {
    const poster = element as HTMLCanvasElement;
    const context = poster.getContext('2d');
    if (!context) return false;
    const { data } = context.getImageData(0, 0, poster.width, poster.height);
    for (let alpha = 3; alpha < data.length; alpha += 4) if (data[alpha] !== 0) return true;
    return false;
  }, canvas);
}

/** Resolves once a frame with everything drawn so far is painted and its LCP entries are delivered. */
async function lcpSettled(page: Page) {
  await painted(page);
  // A new buffered observer's first report comes after every entry painted so far was queued,
  // so the page's own observer (installed before load) has them too.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        new PerformanceObserver((_list, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
}

/** Exercises the page's own filters generically: search fields, selects, toggle buttons. */
async function exerciseFilters(page: Page) {
  const main = page.locator('main');
  for (const search of await main.locator('input[type="search"]').all()) {
    if (await search.isVisible()) await search.fill('a');
  }
  for (const select of await main.locator('select').all()) {
    const values = await select
      .locator('option')
      .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
    if (values[1] !== undefined && (await select.isVisible())) await select.selectOption(values[1]);
  }
  for (const toggle of (await main.locator('button[aria-pressed]').all()).slice(0, 4)) {
    if (await toggle.isVisible()) await toggle.click();
  }
}

for (const route of [...tourRoutes, unknownRoute]) {
  test.describe(`${route} on a phone`, () => {
    // The checks of a route share its one visit, in this order.
    test.describe.configure({ mode: 'serial' });
    let visit: Visit;

    test.beforeAll(async ({ browser }, testInfo) => {
      // Loading a long page on a busy machine takes a while.
      test.setTimeout(60_000);
      visit = await openVisit(browser, testInfo, route, {
        showPromo: route !== unknownRoute,
        initScripts: [vitalsObserverSource],
      });
    });
    test.afterAll(async () => {
      await visit?.context.close();
    });

    test(`${route} on a phone: targets of 24 px and no sideways scrolling`, async () => {
      const { page } = visit;
      expect(await targetSizeProblems(page), 'targets smaller than 24 x 24 px').toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'page wider than the screen (px)').toBeLessThanOrEqual(0);
    });

    if (route === unknownRoute) return;

    test(`${route}: the last LCP candidate after 8 s is the page's own content, not the promo dialog`, async () => {
      const { page } = visit;
      // The promo's timer runs on the browser's clock, from when the page has hydrated: move the
      // clock on a second at a time until the dialog opens, then on to the end of the 8 s.
      const dialog = page.getByRole('dialog');
      let elapsed = 0;
      await expect(async () => {
        await page.clock.runFor(1_000);
        elapsed += 1_000;
        await expect(dialog).toBeVisible({ timeout: 250 });
      }, 'the promo dialog opens').toPass();
      if (elapsed < idleMs) await page.clock.runFor(idleMs - elapsed);
      // The dialog has opened and shows its poster: the check is not passing because it stayed shut.
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('img', { name: /Poster/ })).toBeVisible();
      await posterDrawn(page);
      await lcpSettled(page);

      const { lcp } = await readVitals(page);
      const last = lcp.at(-1);
      expect(last, 'an LCP candidate was reported').toBeDefined();
      expect(
        last!.inDialog,
        `the last LCP candidate is ${last!.element} at ${(last!.time / 1000).toFixed(2)} s, inside the dialog`,
      ).toBe(false);
    });

    test(`${route}: promo dialog, filters, subscribe, phone menu, with no CSP violation`, async () => {
      const { page } = visit;
      const promo = page.getByRole('dialog').filter({ has: page.locator('#promo-title') });
      await expect(promo).toBeVisible();
      await promo.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(promo).toBeHidden();

      await exerciseFilters(page);

      // Scrolling runs the reveals and loads lazy images.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      // The footer's sign-up, except on the newsletter page, where the footer's steps aside for the page's own.
      const footer = page.getByRole('contentinfo');
      const footerField = footer.getByRole('textbox', { name: 'Email address' });
      if (await page.locator('main form[data-signup="newsletter"]').count()) {
        await expect(footerField).toBeHidden();
      } else {
        await footerField.fill('reader@example.com');
        await footer.getByRole('button', { name: 'Subscribe' }).click();
        await expect(footer.getByRole('status')).toContainText('reader@example.com is subscribed');
      }

      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const menu = page.getByRole('dialog', { name: 'Site menu' });
      await expect(menu).toBeVisible();
      await menu.getByRole('button', { name: 'Close menu' }).click();
      await expect(menu).toBeHidden();

      await page.waitForLoadState('networkidle');
      expect(await visit.policyViolations(), 'Content-Security-Policy violations').toEqual([]);
    });
  });
}
