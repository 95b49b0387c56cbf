import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { charterViewerName, readCharter, showPages } from './charter';
import { charter, reader } from '../content/charter';
import { bulletins } from '../content/bulletins';
import { pages } from '../content/pages';
import { bulletinHref } from '../lib/media-pages';
import { newestFirst } from '../lib/paging';

const bulletin = newestFirst(bulletins)[0]!;

/** The ways a visitor opens the viewer: Read online on a bulletin's page, and the charter on the join page. */
const readers: { name: string; open: (page: Page) => Promise<Locator>; headings: [2 | 3, string][] }[] = [
  {
    name: 'a bulletin read online',
    // What the bulletin's PDF prints as its title and first part.
    headings: [
      [2, bulletin.title],
      [3, 'From the secretariat'],
    ],
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
    headings: [
      [2, charter.title],
      [3, `1. ${charter.headings.about}`],
      [3, `2. ${charter.headings.fees}`],
    ],
    open: async (page) => {
      await page.goto('/members/join');
      await readCharter(page);
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
const sideways = (viewer: Locator) => viewer.evaluate((element) => element.scrollWidth - element.clientWidth);

for (const { name, open, headings } of readers) {
  test(`on a 390 px phone, ${name} opens on its text, with nothing to pan sideways`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const viewer = await open(page);
    const views = page.getByRole('group', { name: reader.views });
    await expect(views.getByRole('button', { name: reader.textView })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 15_000,
    });
    // The document's headings, read out of its PDF, are the page's own headings.
    for (const [level, text] of headings)
      await expect(viewer.getByRole('heading', { level, name: text, exact: true })).toBeVisible({ timeout: 15_000 });
    // Body text at the site's size, and no line wider than the viewer.
    const body = viewer.locator('p').first();
    expect(parseFloat(await body.evaluate((element) => getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(16);
    expect(await sideways(viewer)).toBeLessThanOrEqual(0);
    // The text view has no page to zoom; every tool stays in the viewer's box, the download too.
    await expect(page.getByRole('button', { name: 'Zoom in' })).toHaveCount(0);
    const frame = (await viewer.boundingBox())!;
    const download = (await page.getByRole('link', { name: /^Download .+ \(PDF\)$/ }).boundingBox())!;
    expect(download.x + download.width).toBeLessThanOrEqual(frame.x + frame.width);
    expect(consoleErrors).toEqual([]);
  });

  test(`on a 390 px phone, ${name} shows its pages fitted to the width, and zooms by named buttons`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const viewer = await open(page);
    await showPages(page);
    await expect(page.getByText(/^Zoom 100%$/)).toBeVisible({ timeout: 15_000 });
    await expect.poll(async () => ratio(await widths(viewer))).toBeLessThanOrEqual(1);
    expect(await sideways(viewer)).toBeLessThanOrEqual(0);

    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    const fit = page.getByRole('button', { name: 'Fit width' });
    await expect(fit).toBeDisabled();
    const hint = viewer.locator('..').getByText(reader.panHint);
    await expect(hint).toHaveCount(0);
    // Every zoom button is a 44 px target.
    for (const button of [zoomOut, zoomIn, fit]) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await zoomIn.click();
    await expect(page.getByText(/^Zoom 125%$/)).toBeVisible();
    await expect.poll(async () => ratio(await widths(viewer))).toBeGreaterThan(1.1);
    // The page now runs past the right edge, and a line says so until the visitor scrolls sideways.
    await expect(hint).toBeVisible();
    await viewer.evaluate((scroller) => scroller.scrollBy({ left: 80 }));
    await expect(hint).toHaveCount(0);
    await fit.click();
    await expect(page.getByText(/^Zoom 100%$/)).toBeVisible();
    await expect.poll(async () => ratio(await widths(viewer))).toBeLessThanOrEqual(1);
    await zoomOut.click();
    await zoomOut.click();
    await expect(page.getByText(/^Zoom 50%$/)).toBeVisible();
    await expect(zoomOut).toBeDisabled();
    // Back to the text, at its top.
    await page.getByRole('group', { name: reader.views }).getByRole('button', { name: reader.textView }).click();
    await expect(viewer.getByRole('heading', { level: headings[0]![0], name: headings[0]![1] })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test(`on a 1366 px screen, ${name} opens on its pages fitted to the viewer's width`, async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    const viewer = await open(page);
    const views = page.getByRole('group', { name: reader.views });
    await expect(views.getByRole('button', { name: reader.pagesView })).toHaveAttribute('aria-pressed', 'true', {
      timeout: 15_000,
    });
    await expect(page.getByText(/^Zoom 100%$/)).toBeVisible({ timeout: 15_000 });
    expect(ratio(await widths(viewer))).toBeLessThanOrEqual(1);
    expect(await sideways(viewer)).toBe(0);
    // The text view is one click away.
    await views.getByRole('button', { name: reader.textView }).click();
    for (const [level, text] of headings)
      await expect(viewer.getByRole('heading', { level, name: text, exact: true })).toBeVisible({ timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
  });
}
