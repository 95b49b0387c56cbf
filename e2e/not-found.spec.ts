import { test, expect, expectNoAxeViolations } from './fixtures';
import { search } from '../content/search';

test('an unknown path answers 404 with the spec texts and logs the path', async ({ page, consoleErrors }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page not found');
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  // Somewhere to go besides home: the popular pages, as the search offers when it finds nothing.
  const popular = page.getByRole('main').getByRole('navigation', { name: search.popular.title });
  await expect(popular.getByRole('link')).toHaveText(search.popular.links.map((link) => link.label));
  await expect.poll(() => consoleErrors.join('\n')).toContain('/no/such/page');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});
