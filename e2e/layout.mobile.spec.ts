import { test, expect, expectNoAxeViolations } from './fixtures';

test.describe('mobile layout (390 px class phone)', () => {
  test('the drawer opens, traps focus, closes on Escape and on a link click', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Menu' });
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Join the institute' })).toHaveAttribute('href', '/members/join');
    await expect(drawer.getByRole('link', { name: 'Donate' })).toHaveAttribute('href', '/donate');
    await expectNoAxeViolations(page);

    // Focus stays inside the modal drawer.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await drawer.getByRole('link', { name: 'Fees & Subscriptions' }).click();
    await expect(page).toHaveURL(/\/members\/fees$/);
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('home has no horizontal scroll and no axe violation', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('mobile layout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu is a link to the full navigation in the footer', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('link', { name: 'Menu' });
    await expect(menu).toHaveAttribute('href', '#footer-navigation');
    await menu.click();
    await expect(
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Council' }),
    ).toBeInViewport();
  });
});
