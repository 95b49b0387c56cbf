import { expect, test } from '../fixtures';
import { focusProblems } from './focus';
import { targetSizeProblems } from './page-checks';
import { qualityRoutes, unknownRoute } from './routes';

// Reduced motion: focus styles are compared at once, without waiting for colour transitions.
test.use({ reducedMotion: 'reduce' });
// Tabbing through a long page is many key presses.
test.describe.configure({ timeout: 90_000 });

for (const route of [...qualityRoutes, unknownRoute]) {
  test(`${route} by keyboard: skip link, visible focus everywhere, targets of 24 px`, async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors; // Its fixture keeps the promo dialog closed.
    await page.goto(route, { waitUntil: 'networkidle' });

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
  });
}
