import { expect, test } from '../fixtures';
import { qualityRoutes, unknownRoute } from './routes';

const routes = [
  ...new Set(
    ['/', qualityRoutes.find((route) => route !== '/'), unknownRoute].filter((route): route is string =>
      Boolean(route),
    ),
  ),
];

for (const route of routes) {
  test(`${route} prints its content without site chrome, and links show their address`, async ({
    page,
    consoleErrors,
  }) => {
    void consoleErrors; // Its fixture keeps the promo dialog closed.
    await page.goto(route, { waitUntil: 'networkidle' });
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of ['Main', 'Footer']) await expect(page.getByRole('navigation', { name })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('link', { name: /portal login|register|donate|join/i }),
    ).toHaveCount(0);
    const link = page.getByRole('main').locator('a[href^="/"], a[href^="http"]').first();
    const href = await link.getAttribute('href');
    const after = await link.evaluate((element) => getComputedStyle(element, '::after').content);
    expect(after).toContain(`(${href})`);
  });
}
