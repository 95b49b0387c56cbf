import type { Locator } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { shownGallery } from '../lib/stand-ins';
import { pressStatements } from '../content/press';

// The pictures the page shows: its photographs (a drawing marked `standIn` is never one of them).
const galleryPhotos = shownGallery;
const n = galleryPhotos.length;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function swipe(target: Locator, fromX: number, toX: number) {
  await target.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: fromX, clientY: 400 }] });
  await target.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: toX, clientY: 400 }] });
}

test('on a phone the gallery lightbox moves by swipe and the lists stay usable', async ({ page, consoleErrors }) => {
  await page.goto('/gallery');
  await expectNoAxeViolations(page);
  // With photographs in content (swiping without one: tests/media/lightbox.test.tsx).
  if (n >= 3) {
    await page.getByRole('button', { name: new RegExp(escape(galleryPhotos[0]!.alt)) }).tap();
    const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
    await expect(dialog.getByText(`Image 1 of ${n}`)).toBeVisible();
    await swipe(dialog, 320, 60);
    await expect(dialog.getByText(`Image 2 of ${n}`)).toBeVisible();
    await swipe(dialog, 60, 320);
    await swipe(dialog, 60, 320);
    await expect(dialog.getByText(`Image ${n} of ${n}`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close image viewer' }).tap();
    await expect(dialog).toBeHidden();
  }

  const category = pressStatements[0]!.category;
  await page.goto(`/press-statements?${new URLSearchParams({ category })}`);
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(
    pressStatements.filter((statement) => statement.category === category).length,
  );
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
