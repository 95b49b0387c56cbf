import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { site } from '../../content/site';
import { allRoutes } from '../../lib/routes';
import { descriptionProblem, extractJsonLd, jsonLdNodes, jsonLdScriptProblems } from '../../tests/support/seo-checks';
import { exportedHtmlFiles, htmlFileOf, outDir, qualityRoutes, unknownRoute } from './routes';

/** The absolute URL of a route on the canonical origin: https://www.eik.co.ke/members/fees. */
const canonicalOf = (route: string) => new URL(route, site.url).toString();
/** https://www.eik.co.ke and https://www.eik.co.ke/ are the same URL. */
const normalized = (url: string | null) => (url ? new URL(url).toString() : url);

// Head metadata is in the HTML; scripts are not needed to read it.
test.use({ javaScriptEnabled: false });

test('every route has a distinct title, a 50-160 character description, a canonical URL, Open Graph and Twitter data', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const problems: string[] = [];
  const images = new Set<string>();
  const previews = new Map<string, string>();
  for (const route of qualityRoutes) {
    await page.goto(route);
    const head = await page.evaluate(() => {
      const meta = (key: string) =>
        document.querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? null;
      return {
        title: document.title,
        description: meta('description'),
        canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
        robots: meta('robots'),
        og: {
          title: meta('og:title'),
          description: meta('og:description'),
          url: meta('og:url'),
          type: meta('og:type'),
          image: meta('og:image'),
          imageWidth: meta('og:image:width'),
          imageHeight: meta('og:image:height'),
          imageAlt: meta('og:image:alt'),
        },
        twitter: {
          card: meta('twitter:card'),
          title: meta('twitter:title'),
          description: meta('twitter:description'),
          image: meta('twitter:image'),
          imageAlt: meta('twitter:image:alt'),
        },
      };
    });
    const say = (problem: string) => problems.push(`${route}: ${problem}`);

    if (!head.title.trim()) say('no title');
    const other = titles.get(head.title);
    if (other) say(`title "${head.title}" is also the title of ${other}`);
    titles.set(head.title, route);
    const descriptionIssue = descriptionProblem(head.description);
    if (descriptionIssue) say(descriptionIssue);
    if (normalized(head.canonical) !== canonicalOf(route))
      say(`canonical is ${head.canonical}, expected ${canonicalOf(route)}`);
    if (head.robots?.includes('noindex')) say('is marked noindex');

    if (!head.og.title) say('no og:title');
    if (!head.og.description) say('no og:description');
    if (normalized(head.og.url) !== canonicalOf(route)) say(`og:url is ${head.og.url}, expected ${canonicalOf(route)}`);
    if (!head.og.type) say('no og:type');
    if (!head.og.image || !head.og.image.startsWith(`${site.url}/`) || !/\.(png|jpg)$/.test(head.og.image))
      say(`og:image ${head.og.image} is not an absolute .png or .jpg URL on ${site.url}`);
    if (!(Number(head.og.imageWidth) > 0 && Number(head.og.imageHeight) > 0)) say('og:image has no width and height');
    if (!head.og.imageAlt) say('og:image has no alt text');
    if (head.twitter.card !== 'summary_large_image') say(`twitter:card is ${head.twitter.card}`);
    if (!head.twitter.title || !head.twitter.description) say('no twitter:title or twitter:description');
    if (!/\.(png|jpg)$/.test(head.twitter.image ?? ''))
      say(`twitter:image ${head.twitter.image} is not a .png or .jpg`);
    if (normalized(head.twitter.image) !== normalized(head.og.image)) say('twitter:image is not the og:image');
    if (!head.twitter.imageAlt || head.twitter.imageAlt !== head.og.imageAlt)
      say(`twitter:image:alt is ${head.twitter.imageAlt}, expected the og:image:alt`);
    for (const image of [head.og.image, head.twitter.image]) if (image) images.add(image);
    if (head.og.image) previews.set(route, head.og.image);
  }
  expect(problems).toEqual([]);

  // Every page but the home page has a preview of its own: an item's photo or a card drawn from its
  // text (the home page keeps the site's card), and no two pages share one.
  const home = previews.get('/');
  const owners = new Map<string, string>();
  for (const [route, image] of previews) {
    if (route === '/') continue;
    if (image === home) problems.push(`${route}: shows the home page's preview image ${image}`);
    const other = owners.get(image);
    if (other) problems.push(`${route}: shares its preview image ${image} with ${other}`);
    owners.set(image, route);
  }
  expect(problems).toEqual([]);

  // The preview images are real PNG (drawn cards) or JPEG (cards cut from photos) files of the site.
  for (const image of images) {
    const response = await request.get(new URL(image).pathname);
    expect(response.status(), image).toBe(200);
    const png = image.endsWith('.png');
    expect(response.headers()['content-type'], image).toBe(png ? 'image/png' : 'image/jpeg');
    const body = await response.body();
    if (png) expect(body.subarray(1, 4).toString('ascii'), `${image} is a PNG`).toBe('PNG');
    else expect(body.subarray(0, 3).toString('hex'), `${image} is a JPEG`).toBe('ffd8ff');
  }
});

test('the 404 page is not indexed', async ({ page }) => {
  await page.goto(unknownRoute);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('sitemap.xml lists every page by its absolute URL, and only pages', async ({ request }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(allRoutes().map((route) => canonicalOf(route.path)));
  for (const route of qualityRoutes)
    expect(readFileSync(htmlFileOf(route), 'utf8').length, `${route} exists`).toBeGreaterThan(0);
});

test('robots.txt allows crawling and points at the sitemap', async ({ request }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/^User-Agent: \*$/im);
  expect(text).toMatch(/^Allow: \/$/m);
  expect(text).not.toMatch(/^Disallow: \/$/m);
  expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
});

test('every exported page carries valid JSON-LD: the institute everywhere, breadcrumbs on inner pages', () => {
  const problems: string[] = [];
  const files = exportedHtmlFiles();
  const routeOfFile = new Map(qualityRoutes.map((route) => [htmlFileOf(route), route]));
  for (const file of files) {
    const name = path.relative(outDir, file);
    const scripts = extractJsonLd(readFileSync(file, 'utf8'));
    for (const script of scripts)
      for (const problem of jsonLdScriptProblems(script)) problems.push(`${name}: ${problem}`);
    const nodes = scripts.flatMap((script) => (script.data === undefined ? [] : jsonLdNodes(script.data)));
    const organizations = nodes.filter((node) => node.types.includes('NGO') || node.types.includes('Organization'));
    if (organizations.length !== 1)
      problems.push(`${name}: ${organizations.length} Organization/NGO nodes, expected 1`);

    const route = routeOfFile.get(file);
    if (route && route !== '/') {
      const breadcrumbs = nodes.filter((node) => node.types.includes('BreadcrumbList'));
      if (breadcrumbs.length !== 1) {
        problems.push(`${name}: ${breadcrumbs.length} BreadcrumbList nodes, expected 1`);
      } else {
        const items = breadcrumbs[0]!.node.itemListElement as { item?: string }[] | undefined;
        const last = items?.at(-1)?.item;
        if (last !== canonicalOf(route))
          problems.push(`${name}: the breadcrumb trail ends at ${last}, expected ${canonicalOf(route)}`);
      }
    }
  }
  expect(files.length).toBeGreaterThan(0);
  expect(problems).toEqual([]);
});
