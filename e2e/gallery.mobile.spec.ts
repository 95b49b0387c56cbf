import type { Locator } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';

async function swipe(target: Locator, fromX: number, toX: number) {
  await target.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: fromX, clientY: 400 }] });
  await target.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: toX, clientY: 400 }] });
}

test('on a phone the gallery lightbox moves by swipe and the lists stay usable', async ({ page, consoleErrors }) => {
  await page.goto('/gallery');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: /Members planting indigenous seedlings/ }).tap();
  const dialog = page.getByRole('dialog', { name: 'Gallery photo viewer' });
  await expect(dialog.getByText('Photo 1 of 14')).toBeVisible();
  await swipe(dialog, 320, 60);
  await expect(dialog.getByText('Photo 2 of 14')).toBeVisible();
  await swipe(dialog, 60, 320);
  await swipe(dialog, 60, 320);
  await expect(dialog.getByText('Photo 14 of 14')).toBeVisible();
  await dialog.getByRole('button', { name: 'Close photo viewer' }).tap();
  await expect(dialog).toBeHidden();

  await page.goto('/press-statements?category=Conservation');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
