import { gzipSync } from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { chromiumPath } from '@/scripts/lib/chromium';
import { inlineCode } from '@/scripts/postbuild/inline-hashes';

// Playwright's own switches already turn off the sandbox, first-run screens, sync and background traffic.
const chromeFlags = ['--disable-gpu', '--disable-quic'];

/** The browser every measurement drives, with `args` of its own. */
export const launchChromium = (args: string[] = []) =>
  chromium.launch({ executablePath: chromiumPath, args: [...chromeFlags, ...args] });

type ResourceKind = 'js' | 'css' | 'html' | 'image' | 'font' | 'other';

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
 * A fresh context on the phone screen the budgets are defined at (390 x 844 px at DPR 2, the
 * visitors' usual screen) and its page, with the cache off through the DevTools protocol.
 */
export async function phonePage(browser: Browser) {
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
  return { context, page, client };
}

/**
 * Bytes a phone browser transfers on a first visit to `url` (empty cache), by kind: the encoded
 * (compressed) length of every response, headers included, as Chromium's network stack reports it.
 * It counts what loads until the network has been quiet for half a second; images below the fold
 * that load lazily, and the promo poster that loads 4 s later, are not part of the first load.
 * The stylesheet the build inlines into the page (scripts/postbuild/inline-styles.ts) is counted
 * as CSS, not HTML: its compressed size on its own is moved from the one to the other.
 */
export async function measureWeight(browser: Browser, url: string): Promise<Weight> {
  const { context, page, client } = await phonePage(browser);
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
