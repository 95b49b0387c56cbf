import { test, expect, expectNoAxeViolations } from './fixtures';
import { pages } from '../content/pages';
import { shownGallery } from '../lib/stand-ins';

// The pictures the page shows: its photographs (a drawing marked `standIn` is never one of them).
const galleryPhotos = shownGallery;
const n = galleryPhotos.length;

test('with no photograph, the gallery says so once, promises no picture and links to what there is', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/gallery');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  if (n > 0) {
    // Photographs are in: they are the page, under the intro that invites a visitor to open one.
    await expect(main.getByText(pages.gallery.intro!)).toBeVisible();
    await expect(main.getByText(pages.gallery.texts.none)).toHaveCount(0);
    await expect(main.getByRole('figure')).toHaveCount(Math.min(n, 12));
    return;
  }
  await expect(main.getByText(pages.gallery.texts.emptyIntro)).toBeVisible();
  await expect(main.getByText(pages.gallery.intro!)).toHaveCount(0);
  await expect(main.getByText(pages.gallery.texts.none)).toBeVisible();
  for (const link of Object.values(pages.gallery.links ?? {})) {
    await expect(main.getByRole('link', { name: link.label, exact: true })).toHaveAttribute('href', link.href);
  }
  // No drawing captioned like a photograph, no viewer to open.
  await expect(main.getByRole('figure')).toHaveCount(0);
  await expect(main.locator('img')).toHaveCount(0);
  await expect(main.getByRole('button', { name: /view|open/i })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(consoleErrors).toEqual([]);
});
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the gallery grid opens a lightbox that works by keyboard and returns focus', async ({ page, consoleErrors }) => {
  // The viewer's behaviour without a photograph in content: tests/media/lightbox.test.tsx.
  if (n < 3) return;
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { level: 1, name: 'Gallery' })).toBeVisible();
  const figures = page.getByRole('main').getByRole('figure');
  await expect(figures).toHaveCount(n);
  await expect(figures.first().locator('figcaption')).toHaveText(galleryPhotos[0]!.caption);
  const thumbs = page.locator('main ul img');
  // The first photo is the page's largest paint: it loads at once; the others wait until scrolled to.
  await expect(thumbs.first()).toHaveAttribute('loading', 'eager');
  await expect(thumbs.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(thumbs.nth(1)).toHaveAttribute('loading', 'lazy');
  await expect(thumbs.last()).toHaveAttribute('loading', 'lazy');
  await expect(thumbs.first()).toHaveAttribute('width', /\d+/);
  await expect(page.locator('dialog img')).toHaveCount(0); // no large image before opening
  await expectNoAxeViolations(page);

  const second = page.getByRole('button', { name: new RegExp(escape(galleryPhotos[1]!.alt)) });
  await second.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Gallery image viewer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Image 2 of ${n}`)).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute(
    'src',
    new RegExp(`/images/${galleryPhotos[1]!.src}-\\d+\\.[0-9a-f]{10}\\.webp$`),
  );
  // While the large one loads, the grid's own picture of it fills the frame, hidden from assistive technology.
  const shown = await second.locator('img').evaluate((image: HTMLImageElement) => image.currentSrc);
  await expect(dialog.locator('img[alt=""]')).toHaveAttribute('src', shown);
  // In the same box as the large one, so nothing jumps when it arrives.
  expect(await dialog.locator('img[alt=""]').boundingBox()).toEqual(await dialog.getByRole('img').boundingBox());
  await expectNoAxeViolations(page);

  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`Image 3 of ${n}`)).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', galleryPhotos[2]!.alt);
  // Under the picture its caption, as on its card: not its alt text.
  await expect(dialog.locator('figcaption')).toHaveText(galleryPhotos[2]!.caption);
  await expect(dialog.locator('figcaption')).not.toHaveText(/^(Illustration|Image|Photo|Picture)\b/i);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`Image 1 of ${n}`)).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(dialog.getByText(`Image ${n} of ${n}`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog.getByText(`Image 1 of ${n}`)).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(second).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

for (const width of [1024, 1366]) {
  test(`at ${width} px every row's pictures end level, the widened last one too, so the captions line up`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/gallery');
    if (n === 0) return;
    const boxes = await page
      .getByRole('main')
      .getByRole('figure')
      .evaluateAll((figures) =>
        figures.map((figure) => {
          const picture = figure.querySelector('img')!.getBoundingClientRect();
          return { top: Math.round(figure.getBoundingClientRect().top), bottom: picture.bottom };
        }),
      );
    const rows = new Map<number, number[]>();
    for (const box of boxes) rows.set(box.top, [...(rows.get(box.top) ?? []), box.bottom]);
    for (const bottoms of rows.values()) {
      expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1.5);
    }
  });
}
