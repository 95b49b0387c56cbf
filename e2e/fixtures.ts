import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { beforeEvents } from './time';

/** WCAG 2.2 A/AA rules: the level the site is held to. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * The page's axe violations (WCAG 2.2 A/AA), one line each: rule, help and the elements at fault.
 * axe runs inside the page itself (`axe.run`): the site has no frames from other origins, which the
 * newer split run exists for, and that run opens a blank page for every check, which doubled its time.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(axeTags).setLegacyMode(true).analyze();
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

export async function expectNoAxeViolations(page: Page) {
  expect(await axeViolations(page), 'axe violations').toEqual([]);
}

/**
 * `test` with a `consoleErrors` list that collects console errors and page errors; tests assert it
 * stays empty. The promo dialog is marked as already closed unless a test asks for it, so it does
 * not cover what a test clicks. The browser's clock reads `today` (by default the day before the
 * content's first event, where the spec's behaviour holds; `null` leaves the real clock).
 */
export const test = base.extend<{ consoleErrors: string[]; showPromo: boolean; today: Date | null }>({
  showPromo: [false, { option: true }],
  today: [beforeEvents, { option: true }],
  page: async ({ page, showPromo, today }, use) => {
    if (today) await page.clock.setFixedTime(today);
    await page.addInitScript(countReactCommits);
    if (!showPromo) {
      await page.addInitScript(() => window.sessionStorage.setItem('promo-dialog-closed', '1'));
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/**
 * Counts React's commits through the hook its developer tools use (production builds call it too),
 * so a test can wait for hydration to finish: a node a test adds before then is a hydration mismatch,
 * and React builds the whole page again without it.
 */
function countReactCommits() {
  const hook = {
    supportsFiber: true,
    renderers: new Map(),
    commits: 0,
    inject: () => 1,
    onCommitFiberRoot() {
      hook.commits += 1;
    },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    checkDCE() {},
  };
  Object.assign(window, { __REACT_DEVTOOLS_GLOBAL_HOOK__: hook });
}

/** Resolves once React has hydrated the page (its first commit). */
export async function hydrated(page: Page) {
  await page.waitForFunction(
    () =>
      ((window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__?: { commits: number } }).__REACT_DEVTOOLS_GLOBAL_HOOK__
        ?.commits ?? 0) > 0,
  );
}

/** Installs a fake clock that only moves when the test says so (`page.clock.runFor`). */
export async function installPausedClock(page: Page, time = beforeEvents) {
  await page.clock.install({ time });
  await page.clock.pauseAt(new Date(time.getTime() + 1000));
}

/**
 * Resolves once the browser has painted a frame of the page as it is now, so that what the page's
 * last tasks changed is on screen (a screenshot makes the browser paint one). For checks that
 * nothing changed, in place of a fixed wait.
 */
export async function painted(page: Page) {
  // One pixel is enough to make the browser paint the whole frame.
  await page.screenshot({ clip: { x: 0, y: 0, width: 1, height: 1 }, scale: 'css' });
}
