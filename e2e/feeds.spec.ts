import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { site } from '../content/site';
import { themeColor } from '../lib/brand';
import { feedChannels, feedPath, feedTypes, homeFeeds, type FeedFormat, type FeedKey } from '../lib/feeds';
import { cachePolicies } from '../scripts/lib/security-headers';
import { pageFiles } from '../scripts/postbuild/search-index';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { jsonLdTypes } from './media-helpers';
import { bulletins } from '../content/bulletins';
import { pressStatements } from '../content/press';

/** The feeds written by the post-build step into out/feeds, read as a feed reader reads them. */

const outDir = join(__dirname, '..', 'out');

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: 'text',
  isArray: (_name, path) => ['rss.channel.item', 'feed.entry', 'feed.entry.link'].includes(String(path)),
});

interface FeedLink {
  /** The item's page, absolute. */
  page: string;
  /** The enclosure, absolute, with its stated length. */
  enclosure?: { url: string; length: number; type: string };
}

/** The links of every item of one feed file, from its XML. */
function itemLinks(format: FeedFormat, xml: string): FeedLink[] {
  if (format === 'rss') {
    const doc = parser.parse(xml) as {
      rss: { channel: { item?: { link: string; enclosure?: { url: string; length: string; type: string } }[] } };
    };
    return (doc.rss.channel.item ?? []).map((item) => ({
      page: item.link,
      enclosure: item.enclosure
        ? { url: item.enclosure.url, length: Number(item.enclosure.length), type: item.enclosure.type }
        : undefined,
    }));
  }
  const doc = parser.parse(xml) as {
    feed: { entry?: { link: { href: string; rel?: string; length?: string; type?: string }[] }[] };
  };
  return (doc.feed.entry ?? []).map((entry) => {
    const page = entry.link.find((link) => !link.rel || link.rel === 'alternate');
    const enclosure = entry.link.find((link) => link.rel === 'enclosure');
    return {
      page: page?.href ?? '',
      enclosure: enclosure
        ? { url: enclosure.href, length: Number(enclosure.length), type: enclosure.type ?? '' }
        : undefined,
    };
  });
}

/** The exported HTML file of a page path, as the static host resolves a clean URL. */
function htmlFileOf(pathname: string): string {
  return join(outDir, pathname === '/' ? 'index.html' : `${pathname.replace(/^\//, '')}.html`);
}

const feeds = feedChannels.flatMap((channel) =>
  (['rss', 'atom'] as const).map((format) => ({ key: channel.key, format, path: feedPath(channel.key, format) })),
);

test.describe('feed files', () => {
  test('out/feeds holds exactly the feeds of lib/feeds.ts', () => {
    const written = readdirSync(join(outDir, 'feeds')).map((name) => `/feeds/${name}`);
    expect(written.sort()).toEqual(feeds.map((feed) => feed.path).sort());
  });

  for (const feed of feeds) {
    test(`${feed.path}: well-formed XML, served with its type and caching, every link resolves`, async ({
      request,
    }) => {
      const response = await request.get(feed.path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(feedTypes[feed.format]);
      expect(response.headers()['cache-control']).toBe(cachePolicies.feed);
      const xml = await response.text();
      expect(XMLValidator.validate(xml)).toBe(true);
      expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);

      const links = itemLinks(feed.format, xml);
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) {
        expect(link.page.startsWith(`${site.url}/`), link.page).toBe(true);
        const url = new URL(link.page);
        const file = htmlFileOf(url.pathname);
        expect(existsSync(file), `${link.page}: no page ${file}`).toBe(true);
        if (url.hash) {
          const html = readFileSync(file, 'utf8');
          expect(html, `${link.page}: no element with that id`).toContain(
            `id="${decodeURIComponent(url.hash.slice(1))}"`,
          );
        }
        if (link.enclosure) {
          expect(link.enclosure.url.startsWith(`${site.url}/`)).toBe(true);
          const path = new URL(link.enclosure.url).pathname;
          const document = join(outDir, path);
          expect(existsSync(document), `${link.enclosure.url}: no file`).toBe(true);
          expect(link.enclosure.length, `${link.enclosure.url}: length`).toBe(statSync(document).size);
          expect(link.enclosure.type).toBe('application/pdf');
          const served = await request.head(path);
          expect(served.status()).toBe(200);
          expect(served.headers()['content-type']).toBe(link.enclosure.type);
        }
      }
    });
  }

  test('feeds are in neither the sitemap nor the search index', () => {
    const sitemap = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('<urlset');
    expect(sitemap).not.toContain('/feeds/');
    const indexed = pageFiles(outDir).map((page) => page.file);
    expect(indexed.length).toBeGreaterThan(0);
    expect(indexed.filter((file) => !file.endsWith('.html'))).toEqual([]);
  });
});

const listPages: { path: string; feed: FeedKey }[] = [
  { path: '/blogs', feed: 'blogs' },
  { path: '/press-statements', feed: 'press-statements' },
  { path: '/monthly-bulletin', feed: 'monthly-bulletin' },
];

test.describe('autodiscovery', () => {
  const pages: { path: string; feeds: FeedKey[] }[] = [
    { path: '/', feeds: [...homeFeeds] },
    ...listPages.map((page) => ({ path: page.path, feeds: [page.feed] })),
  ];
  for (const entry of pages) {
    test(`${entry.path} announces ${entry.feeds.join(', ')} in RSS and Atom, and each address answers`, async ({
      page,
      request,
    }) => {
      await page.goto(entry.path);
      for (const format of ['rss', 'atom'] as const) {
        const hrefs = await page
          .locator(`head link[rel="alternate"][type="${feedTypes[format]}"]`)
          .evaluateAll((links) => links.map((link) => [link.getAttribute('href'), link.getAttribute('title')]));
        expect(hrefs.map(([href]) => href)).toEqual(entry.feeds.map((key) => `${site.url}${feedPath(key, format)}`));
        expect(hrefs.every(([, title]) => Boolean(title))).toBe(true);
        for (const key of entry.feeds) {
          const response = await request.get(feedPath(key, format));
          expect(response.status()).toBe(200);
        }
      }
    });
  }

  test('pages without a feed of their own announce none', async ({ page }) => {
    await page.goto('/members/fees');
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveCount(0);
  });
});

test.describe('Follow in a feed reader', () => {
  test.use({ javaScriptEnabled: false });

  for (const entry of listPages) {
    test(`${entry.path}: a visible link to its feed, without JavaScript`, async ({ page, request }) => {
      await page.goto(entry.path);
      const link = page.getByRole('link', { name: /^RSS feed of / });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', feedPath(entry.feed, 'rss'));
      const atom = page.getByRole('link', { name: /^Atom feed of / });
      await expect(atom).toHaveAttribute('href', feedPath(entry.feed, 'atom'));
      // Following the link fetches the feed itself (a browser offers it to a feed reader or saves it).
      const href = (await link.getAttribute('href')) ?? '';
      const response = await request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe(feedTypes.rss);
      expect(await response.text()).toContain(`<link>${site.url}${entry.path}</link>`);
    });
  }
});

test.describe('feed item links in a browser', () => {
  test('a press statement and a bulletin item open their own page, with the document and NewsArticle data', async ({
    page,
    request,
    consoleErrors,
  }) => {
    for (const [key, items] of [
      ['press-statements', pressStatements],
      ['monthly-bulletin', bulletins],
    ] as const) {
      const xml = await (await request.get(feedPath(key, 'rss'))).text();
      const links = itemLinks('rss', xml);
      const last = links[links.length - 1]!;
      const url = new URL(last.page);
      const item = items.find((entry) => url.pathname === `/${key}/${entry.slug}`);
      expect(item, url.pathname).toBeDefined();
      await page.goto(url.pathname);
      await expect(page.getByRole('heading', { level: 1, name: item!.title })).toBeVisible();
      // The item's own download (the page's suggestions below have theirs), the one shown at this width.
      await expect(
        page.getByRole('article', { name: item!.title }).locator('a[download]').locator('visible=true'),
      ).toHaveAttribute('href', item!.file);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${url.pathname}$`));
      expect(await jsonLdTypes(page)).toContain('NewsArticle');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('the list pages with their feed links pass axe', async ({ page }) => {
    await page.goto('/press-statements');
    await expectNoAxeViolations(page);
  });
});

test.describe('web app manifest', () => {
  test('names the institute, uses the brand colour and icons that exist', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('head link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', themeColor);
    const response = await request.get(href!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      theme_color: string;
      lang: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: site.name,
      short_name: site.shortName,
      start_url: '/',
      display: 'standalone',
      theme_color: themeColor,
    });
    expect(manifest.lang).toMatch(/^en/);
    for (const size of ['192x192', '512x512']) {
      for (const purpose of ['any', 'maskable']) {
        expect(
          manifest.icons.some((icon) => icon.sizes === size && icon.purpose === purpose),
          `${size} ${purpose}`,
        ).toBe(true);
      }
    }
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.status(), icon.src).toBe(200);
      expect(image.headers()['content-type']).toBe(icon.type);
    }
  });
});
