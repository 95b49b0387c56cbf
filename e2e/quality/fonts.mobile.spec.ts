import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { dayFrom, servedBuildDay } from '../time';
import { tourRoutes } from './routes';

/**
 * The brand type on a slow phone (lib/fonts.ts): on the first page of a visit the faces arrive
 * after the first paint, and their arrival must move nothing (no layout shift) and must not make
 * the page's Largest Contentful Paint later; the pages after it are set in the faces. Each route of
 * every template is loaded at 390 px with the font files held back until its first paint is done.
 */
// The clock reads the pages' build day: the HTML and the browser then decide the same events past and
// to come, so whatever moves here moved because the faces arrived.
test.use({ viewport: { width: 390, height: 844 }, today: null });

const observer = `(() => {
  const state = { shifts: [], lcp: [] };
  Object.defineProperty(window, '__fontSwap', { value: state });
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => {
    if (entry.hadRecentInput) return;
    const nodes = entry.sources.map((s) => (s.node ? (s.node.tagName || '#text') + ' ' + (s.node.textContent || '').trim().slice(0, 40) : '?'));
    state.shifts.push({ value: entry.value, nodes });
  })).observe({ type: 'layout-shift', buffered: true });
  // An image's entry names its address; a text's has none.
  new PerformanceObserver((list) => list.getEntries().forEach((entry) => state.lcp.push(entry.url)))
    .observe({ type: 'largest-contentful-paint', buffered: true });
})()`;

type SwapState = { shifts: unknown[]; lcp: string[] };
const swapState = (page: Page) => page.evaluate(() => (window as unknown as { __fontSwap: SwapState }).__fontSwap);
const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** The faces Chromium draws the page's first heading with (through the DevTools protocol). */
async function headingFaces(page: Page): Promise<string[]> {
  const client = await page.context().newCDPSession(page);
  await client.send('DOM.enable');
  await client.send('CSS.enable');
  const { root } = await client.send('DOM.getDocument');
  const { nodeId } = await client.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'main h1' });
  const { fonts } = await client.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

for (const route of tourRoutes) {
  test(`${route}: the brand faces arrive late without moving anything or delaying the LCP`, async ({
    page,
    request,
  }) => {
    await page.clock.setFixedTime(dayFrom(await servedBuildDay(request)));
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const fonts: string[] = [];
    await page.route(/\.woff2$/, async (request) => {
      fonts.push(request.request().url());
      await held;
      await request.continue();
    });
    await page.addInitScript({ content: observer });
    // The load event waits for the held faces: the page is read once its HTML is parsed.
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => (window as unknown as { __fontSwap: SwapState }).__fontSwap.lcp.length > 0);
    await frames(page);
    const beforeFaces = (await swapState(page)).lcp.length;
    expect(fonts.length, 'the first screen asks for a brand face').toBeGreaterThan(0);

    release();
    await page.waitForLoadState('load');
    await frames(page);
    const { shifts, lcp } = await swapState(page);
    expect(shifts, 'layout shifts when the faces arrive').toEqual([]);
    // A photo that finishes later may still become the LCP; text painted again in a face must not.
    expect(
      lcp.slice(beforeFaces).filter((url) => url === ''),
      'text LCP candidates after the faces arrived',
    ).toEqual([]);

    // The next page of the visit has the faces at once.
    await page.unroute(/\.woff2$/);
    await page.goto(route);
    expect((await headingFaces(page)).join(', ')).toMatch(/^Fraunces/);
  });
}
