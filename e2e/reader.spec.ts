import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { charterViewerName } from './charter';
import { bulletins } from '../content/bulletins';
import { pages } from '../content/pages';
import { bulletinHref } from '../lib/media-pages';
import { newestFirst } from '../lib/paging';

const bulletin = newestFirst(bulletins)[0]!;

/** The ways a visitor opens the viewer: Read online on a bulletin's page, and the charter on the join page. */
const readers: { name: string; open: (page: Page) => Promise<Locator> }[] = [
  {
    name: 'a bulletin read online',
    open: async (page) => {
      await page.goto(bulletinHref(bulletin));
      await page
        .getByRole('article', { name: bulletin.title })
        .getByRole('link', { name: pages.bulletin.texts!.read!, exact: true })
        .click();
      return page.getByRole('region', { name: `${bulletin.title}: document` });
    },
  },
  {
    name: 'the charter on the join page',
    open: async (page) => {
      await page.goto('/members/join');
      await page.locator('#charter').scrollIntoViewIfNeeded();
      return page.getByRole('region', { name: charterViewerName });
    },
  },
];

/** The drawn page's width on screen, and the width the viewer shows of it. */
async function widths(viewer: Locator) {
  const canvas = viewer.locator('canvas').first();
  await expect(canvas).toBeVisible({ timeout: 15_000 });
  return {
    page: (await canvas.boundingBox())!.width,
    viewer: await viewer.evaluate((element) => element.clientWidth),
  };
}

const ratio = ({ page, viewer }: { page: number; viewer: number }) => page / viewer;

for (const { name, open } of readers) {
  test(`on a 390 px phone, ${name} opens large enough to read, panned sideways, and fits the width in one tap`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const viewer = await open(page);
    await expect(page.getByText(/^Zoom 200%$/)).toBeVisible({ timeout: 15_000 });
    // An A4 page at twice the fitted width: its 11 pt body text is drawn at about 12-13 CSS px.
    await expect.poll(async () => ratio(await widths(viewer))).toBeGreaterThanOrEqual(1.6);
    // Every tool stays in the viewer's box, the download too.
    const frame = (await viewer.boundingBox())!;
    const download = (await page.getByRole('link', { name: /^Download .+ \(PDF\)$/ }).boundingBox())!;
    expect(download.x + download.width).toBeLessThanOrEqual(frame.x + frame.width);
    // The rest of the page is reached by scrolling the viewer sideways.
    const scrolled = await viewer.evaluate((element) => {
      element.scrollLeft = 200;
      return element.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Fit width' }).click();
    await expect(page.getByText(/^Zoom Fit width$/)).toBeVisible();
    await expect.poll(async () => ratio(await widths(viewer))).toBeLessThanOrEqual(1);
    await expect(page.getByRole('button', { name: 'Fit width' })).toBeDisabled();
    expect(consoleErrors).toEqual([]);
  });

  test(`on a 1366 px screen, ${name} still opens fitted to the viewer's width`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const viewer = await open(page);
    // 100% is the page fitted to the viewer (up to an A4 page's own size), named Fit width when narrower.
    await expect(page.getByText(/^Zoom (100%|Fit width)$/)).toBeVisible({ timeout: 15_000 });
    expect(ratio(await widths(viewer))).toBeLessThanOrEqual(1);
    expect(await viewer.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
}
