import { expect, test } from '../fixtures';
import { targetSizeProblems } from './page-checks';
import { qualityRoutes, unknownRoute } from './routes';

for (const route of [...qualityRoutes, unknownRoute]) {
  test(`${route} on a phone: targets of 24 px and no sideways scrolling`, async ({ page, consoleErrors }) => {
    void consoleErrors; // Its fixture keeps the promo dialog closed.
    await page.goto(route, { waitUntil: 'networkidle' });
    expect(await targetSizeProblems(page), 'targets smaller than 24 x 24 px').toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'page wider than the screen (px)').toBeLessThanOrEqual(0);
  });
}
