import { expect, test } from '@playwright/test';
import { internalUrls } from './page-checks';
import { isSkippedRoute, qualityRoutes, unknownRoute } from './routes';

// Collecting reads the HTML only, so scripts are not needed (and the pages load faster).
test.use({ javaScriptEnabled: false });

test('every internal link and asset of every page resolves', async ({ page, request }) => {
  test.setTimeout(120_000);
  const referrers = new Map<string, string>();
  for (const route of [...qualityRoutes, unknownRoute]) {
    await page.goto(route);
    for (const url of await internalUrls(page)) if (!referrers.has(url)) referrers.set(url, route);
  }
  const urls = [...referrers.keys()].filter((url) => !isSkippedRoute(new URL(url, 'http://x').pathname));
  expect(urls.length, 'URLs found').toBeGreaterThan(10);

  // Each URL once, a few at a time.
  const broken: string[] = [];
  const queue = [...urls];
  await Promise.all(
    Array.from({ length: 6 }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
        const response = await request.get(url, { maxRedirects: 0 });
        if (response.status() !== 200) broken.push(`${response.status()} ${url} (linked from ${referrers.get(url)})`);
        await response.dispose();
      }
    }),
  );
  expect(broken, `broken internal links or assets among ${urls.length}`).toEqual([]);
});
