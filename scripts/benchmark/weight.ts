import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { inlineCode } from '@/scripts/postbuild/inline-hashes';

export type ResourceKind = 'js' | 'css' | 'html' | 'image' | 'font' | 'other';

export type Weight = Record<ResourceKind, number> & { total: number; requests: number };

/** The kind of each DevTools resource type; any other is a script by its MIME type, or other. */
const kinds: Record<string, ResourceKind> = {
  Script: 'js',
  Stylesheet: 'css',
  Document: 'html',
  Image: 'image',
  Font: 'font',
};

/**
 * Bytes a phone browser transfers on a first visit to `url` (empty cache), by kind: the encoded
 * (compressed) length of every response, headers included, as Chromium's network stack reports it.
 * It counts what loads until the network has been quiet for half a second; images below the fold
 * that load lazily, and the promo poster that loads 4 s later, are not part of the first load.
 * The stylesheet the build inlines into the page (scripts/postbuild/inline-styles.ts) is counted
 * as CSS, not HTML: its compressed size on its own is moved from the one to the other.
 */
export async function measureWeight(browser: Browser, url: string): Promise<Weight> {
  // The viewport the weight budgets are defined at: a 390 px wide phone at DPR 2, the visitors' usual screen.
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });

  const kindOf = new Map<string, ResourceKind>();
  const bytes = new Map<string, number>();
  client.on('Network.responseReceived', (event) =>
    kindOf.set(event.requestId, kinds[event.type] ?? (event.response.mimeType.includes('javascript') ? 'js' : 'other')),
  );
  client.on('Network.loadingFinished', (event) => bytes.set(event.requestId, event.encodedDataLength));

  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(500);
  const { styles } = inlineCode(await (await context.request.get(url)).text());
  await context.close();

  const weight: Weight = { js: 0, css: 0, html: 0, image: 0, font: 0, other: 0, total: 0, requests: 0 };
  for (const [requestId, length] of bytes) {
    const kind = kindOf.get(requestId) ?? 'other';
    weight[kind] += length;
    weight.total += length;
    weight.requests += 1;
  }
  const inlined = styles.reduce((sum, css) => sum + gzipSync(css).length, 0);
  weight.css += inlined;
  weight.html -= inlined;
  return weight;
}
