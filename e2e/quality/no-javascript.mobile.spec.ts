import { expect, test } from '@playwright/test';

test.use({ javaScriptEnabled: false });

test('without JavaScript the phone menu button leads to the full navigation in the footer', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('banner').getByRole('link', { name: 'Menu' });
  await expect(menu).toBeVisible();
  await menu.click();
  await expect(page).toHaveURL(/#footer-navigation$/);
  await expect(page.getByRole('navigation', { name: 'Footer' })).toBeInViewport();
});
