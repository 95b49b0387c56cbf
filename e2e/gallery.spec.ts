import { test, expect, expectNoAxeViolations } from './fixtures';

test('the gallery grid opens a lightbox that works by keyboard and returns focus', async ({ page, consoleErrors }) => {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  const figures = page.getByRole('main').getByRole('figure');
  await expect(figures).toHaveCount(14);
  await expect(figures.first().locator('figcaption')).toHaveText('Tree planting in the Mau Forest, October 2024');
  const thumbs = page.locator('main ul img');
  await expect(thumbs.first()).toHaveAttribute('loading', 'lazy');
  await expect(thumbs.first()).toHaveAttribute('width', /\d+/);
  await expect(page.locator('dialog img')).toHaveCount(0); // no large image before opening
  await expectNoAxeViolations(page);

  const second = page.getByRole('button', { name: /Participants seated in a training room/ });
  await second.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Gallery photo viewer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Photo 2 of 14')).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('src', /gallery-02-1200\.webp$/);
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Photo 3 of 14')).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', /plastic waste on a beach/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Photo 1 of 14')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText('Photo 14 of 14')).toBeVisible();
  await dialog.getByRole('button', { name: 'Next photo' }).click();
  await expect(dialog.getByText('Photo 1 of 14')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();
  expect(consoleErrors).toEqual([]);
});
