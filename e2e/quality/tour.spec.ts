import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from '../fixtures';
import { engineProblemsAtWidths, engineWidths } from './engines';
import { focusProblems } from './focus';
import {
  blankTargetProblems,
  goldActions,
  headingProblems,
  imageProblems,
  sidewaysScrollProblems,
  targetSizeProblems,
} from './page-checks';
import { htmlFileOf, tourRoutes, unknownRoute } from './routes';
import { openVisit, type Visit } from './visit';

/**
 * The tour: a page of every template of lib/routes.ts (`tourRoutes`) and the 404 page, one visit
 * each, checked for what every page owes its visitors. First as loaded: it exists, loads without a
 * console error, a page error or a failed request, has no axe violation (WCAG 2.2 A/AA), safe new-tab links, images with alt
 * text and reserved size, one h1 and no skipped heading level, and the banner, navigation, main and
 * contentinfo landmarks, and nothing blocked by its Content-Security-Policy. Then two more
 * accessibility engines, IBM Equal Access and HTML_CodeSniffer, at a phone's and a laptop's width
 * (`engineWidths`). Then, on the same visit, by keyboard: the skip link, a visible focus on every tab stop and targets of 24 px. Last, the
 * same page at every width from a small phone to a wide screen: nothing scrolls sideways. Each check is
 * a test of its own, named by route and check.
 */

/** The widths a page must fit without sideways scrolling: phones, tablets, laptops, desktops. */
const widths = [320, 390, 768, 1024, 1100, 1200, 1280, 1366, 1920];

async function expectSharedStructure(page: Page) {
  const gold = await goldActions(page);
  expect(gold.inMain.length, `one gold action at most: ${gold.inMain.join(', ')}`).toBeLessThanOrEqual(1);
  expect(gold.inChrome, 'gold controls in the header or footer').toBe(0);
  expect(await headingProblems(page), 'heading order').toEqual([]);
  await expect(page.getByRole('banner'), 'one header landmark').toHaveCount(1);
  await expect(page.getByRole('main'), 'one main landmark').toHaveCount(1);
  await expect(page.getByRole('contentinfo'), 'one footer landmark').toHaveCount(1);
  expect(await page.getByRole('navigation').count(), 'navigation landmarks').toBeGreaterThan(0);
  expect(await blankTargetProblems(page), 'target="_blank" links without noopener noreferrer').toEqual([]);
  expect(await imageProblems(page), 'images').toEqual([]);
  await expectNoAxeViolations(page);
}

/** The keyboard pass, on the page as the tour left it. */
async function expectKeyboardUse(page: Page) {
  // Reduced motion: focus styles are compared at once, without waiting for colour transitions.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  // Start as a fresh visit does: nothing focused, at the top of the page.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));

  // The skip link is the first tab stop, shows itself and moves focus to main.
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  const box = await skip.boundingBox();
  expect(box && box.width > 24 && box.height > 24, 'the focused skip link is visible').toBe(true);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/#main$/);

  // Targets are measured at rest, before anything is focused or opened.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await targetSizeProblems(page), 'targets smaller than 24 x 24 px').toEqual([]);

  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await focusProblems(page), 'focus indicators').toEqual([]);
}

for (const route of [...tourRoutes, unknownRoute]) {
  test.describe(route, () => {
    // The checks of a route share its one visit, in this order.
    test.describe.configure({ mode: 'serial' });
    let visit: Visit;

    test.beforeAll(async ({ browser }, testInfo) => {
      // Loading a long page on a busy machine takes a while.
      test.setTimeout(60_000);
      visit = await openVisit(browser, testInfo, route);
    });
    test.afterAll(async () => {
      await visit?.context.close();
    });

    if (route !== unknownRoute) {
      test(`${route} loads cleanly, is accessible and well structured`, async () => {
        // axe on a long page takes a while on a busy machine.
        test.setTimeout(60_000);
        const { page, response, failedRequests, consoleErrors } = visit;
        expect(response?.status(), `${route} must be a page (${path.relative(process.cwd(), htmlFileOf(route))})`).toBe(
          200,
        );
        expect(failedRequests, 'failed requests').toEqual([]);
        await expectSharedStructure(page);
        expect(consoleErrors, 'console and page errors').toEqual([]);
        expect(await visit.policyViolations(), 'Content-Security-Policy violations').toEqual([]);
      });
    } else {
      test('the 404 page answers an unknown path, logs it once and is accessible', async () => {
        test.setTimeout(60_000);
        const { page, response, failedRequests, consoleMessages } = visit;
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeVisible();
        await expect(page.getByRole('main').getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
        expect(failedRequests, 'failed requests').toEqual([]);
        await expectSharedStructure(page);
        // The spec asks for the unknown path in the console; that one error is the only one allowed,
        // besides Chromium's own note that the document itself came with status 404.
        const errors = consoleMessages.filter(
          (error) =>
            !(error.text.startsWith('Failed to load resource') && new URL(error.url).pathname === unknownRoute),
        );
        expect(errors.map((error) => error.text)).toEqual([expect.stringContaining(unknownRoute)]);
      });
    }

    test(`${route} passes IBM Equal Access and HTML_CodeSniffer at ${engineWidths.join(' and ')} px`, async () => {
      test.setTimeout(60_000);
      expect(await engineProblemsAtWidths(visit.page), 'IBM Equal Access and HTML_CodeSniffer findings').toEqual([]);
    });

    test(`${route} by keyboard: skip link, visible focus everywhere, targets of 24 px`, async () => {
      // Tabbing through a long page is many key presses.
      test.setTimeout(90_000);
      await expectKeyboardUse(visit.page);
    });

    test(`${route} fits every width from ${widths[0]} to ${widths.at(-1)} px without scrolling sideways`, async () => {
      expect(await sidewaysScrollProblems(visit.page, widths), 'widths at which the page scrolls sideways').toEqual([]);
    });
  });
}
