import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expectSmallCover, jsonLdTypes } from './media-helpers';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { searchWordOf, showingText } from './content-helpers';
import { blogPosts } from '../content/blogs';
import { bulletins } from '../content/bulletins';
import { downloads } from '../content/downloads';
import { pressStatements } from '../content/press';
import { pages } from '../content/pages';
import { mediaLists } from '../content/list-words';
import { formatMonthYear } from '../lib/dates';
import { countText, fileFactsText } from '../lib/format';
import { coverTitle } from '../lib/cover-title';
import { downloadSearchFields, pressSearchFields } from '../lib/media-filters';
import { itemText } from '../lib/documents';
import { bulletinHref, pressStatementHref, relatedItems } from '../lib/media-pages';
import { LIST_PAGE_SIZE, newestFirst } from '../lib/paging';
import { isFeatured } from '../lib/news';
import { isRecent } from '../lib/dates';
import { site } from '../content/site';
import { builtOn } from './time';
import { filterByYear, searchItems } from '../tests/support/list-search';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** What a statement's or a bulletin's page shows of it. */
type DocumentEntry = {
  slug: string;
  title: string;
  date: string;
  category?: string;
  file: string;
  description?: string;
  summary?: string;
  contents?: readonly string[];
};

/** Requests every download link of the page and checks it returns the real file. */
async function expectDownloadsWork(page: Page, expected: number) {
  const links = page.locator('main a[download]');
  await expect(links).toHaveCount(expected);
  for (const href of await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')!))) {
    const response = await page.request.get(href);
    expect(response.status(), href).toBe(200);
    const body = await response.body();
    if (href.endsWith('.zip')) {
      expect(response.headers()['content-type'], href).toContain('zip');
      expect(body.subarray(0, 4).toString('latin1'), href).toBe('PK\u0003\u0004');
    } else {
      expect(response.headers()['content-type'], href).toContain('application/pdf');
      expect(body.subarray(0, 5).toString('latin1'), href).toBe('%PDF-');
    }
  }
}

const pressNoun = ['press statement', 'press statements'] as const;

test.describe('press statements', () => {
  test('lists, searches, filters, shares the filter in the URL and survives a reload', async ({
    page,
    consoleErrors,
  }) => {
    const total = pressStatements.length;
    await page.goto('/press-statements');
    await expect(page.getByRole('heading', { level: 1, name: 'Press Statements' })).toBeVisible();
    await expect(cards(page)).toHaveCount(total);
    await expect(page.getByRole('status')).toHaveText(showingText(total, total, pressNoun));
    // Featured only while recent by the day the pages were built: an old mark lapses.
    const today = await builtOn(page);
    await expect(cards(page).filter({ hasText: 'Featured' })).toHaveCount(
      pressStatements.filter((statement) => isFeatured(statement, today)).length,
    );
    await expectNoAxeViolations(page);

    // A word of the last statement's title, in capitals: title or description match, case-insensitive.
    const last = pressStatements.at(-1)!;
    const word = searchWordOf(last.title);
    const found = searchItems(pressStatements, word, pressSearchFields);
    const search = page.getByRole('searchbox', { name: 'Search press statements' });
    await search.fill(word);
    await expect(cards(page)).toHaveCount(found.length);
    await expect(page.getByRole('status')).toHaveText(showingText(found.length, total, pressNoun));
    await page.getByRole('combobox', { name: 'Category' }).selectOption(last.category);
    const inCategory = found.filter((statement) => statement.category === last.category);
    await expect(cards(page)).toHaveCount(inCategory.length);
    await expect(cards(page).filter({ hasText: last.title })).toHaveCount(1);
    const query = new URLSearchParams({ q: word, category: last.category }).toString();
    await expect(page).toHaveURL(new RegExp(`/press-statements\\?${query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));

    await page.reload();
    await expect(search).toHaveValue(word);
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue(last.category);
    await expect(cards(page)).toHaveCount(inCategory.length);

    await search.fill('no such words (at all) [*]\\');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No press statements found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(total);
    await expect(page).toHaveURL(/\/press-statements$/);

    await expectDownloadsWork(page, total);
    expect(await jsonLdTypes(page)).toContain('NewsArticle');
    expect(consoleErrors).toEqual([]);
  });

  test('a shared link restores the filter; an unknown category and markup fall back without error', async ({
    page,
    consoleErrors,
  }) => {
    const first = pressStatements[0]!;
    const word = searchWordOf(first.title).toLowerCase();
    const expected = searchItems(pressStatements, word, pressSearchFields).filter(
      (statement) => statement.category === first.category,
    );
    await page.goto(`/press-statements?${new URLSearchParams({ q: word, category: first.category })}`);
    await expect(cards(page)).toHaveCount(expected.length);
    await expect(cards(page).filter({ hasText: first.title })).toHaveCount(1);

    await page.goto('/press-statements?category=Astrology');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
    await expect(cards(page)).toHaveCount(pressStatements.length);
    await expect(page).toHaveURL(/\/press-statements$/);

    await page.goto('/press-statements?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByRole('searchbox')).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.getByText('No press statements found')).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);

    await page.goto('/press-statements?q=%20%20%20');
    await expect(cards(page)).toHaveCount(pressStatements.length);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('a statement or bulletin page', () => {
  const documents = [
    {
      item: pressStatements.find((statement) => statement.summary)! as DocumentEntry,
      list: pressStatements as readonly { slug: string; title: string; date: string; category?: string }[],
      href: pressStatementHref,
      copy: pages.pressStatement,
    },
    {
      // A bulletin with its contents, to check the list the page makes of them.
      item: newestFirst(bulletins).find((bulletin) => bulletin.contents?.length) as DocumentEntry,
      list: bulletins,
      href: bulletinHref,
      copy: pages.bulletin,
    },
  ];
  for (const { item, list, href, copy } of documents) {
    const texts: Record<string, string | undefined> = copy.texts!;
    test(`${href(item)} offers one download, shows what the document says and opens it right there`, async ({
      page,
      consoleErrors,
    }) => {
      await page.goto(href(item));
      await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible();
      const article = page.getByRole('article', { name: item.title });
      // The full text: the PDF's own, headed by the page's words, a bulletin's contents its list.
      const text = article.getByRole('region', { name: texts.text! });
      await expect(text.getByRole('heading', { level: 2 }).first()).toHaveText(texts.text!);
      const first = itemText(item)!.blocks.find((block) => block.kind === 'paragraph');
      if (first?.kind === 'paragraph') await expect(text.getByText(first.text, { exact: true })).toBeVisible();
      if (item.summary) {
        // A statement's whole text, not its summary again: a sentence the summary does not hold.
        const sentences = itemText(item)!.blocks.flatMap((block) =>
          block.kind === 'paragraph' ? block.text.split(/(?<=\.)\s+/) : [],
        );
        await expect(text).toContainText(sentences.find((sentence) => !item.summary!.includes(sentence))!);
        await expect(article.getByRole('heading', { name: texts.summary! })).toHaveCount(0);
      }
      if (item.contents) {
        await expect(text.getByRole('list').filter({ hasText: item.contents[0]! }).getByRole('listitem')).toHaveText([
          ...item.contents,
        ]);
      }
      // One download, its size in the facts beside it; reading on the page is a link of its own words.
      await expect(article.getByRole('link', { name: /Download/ })).toHaveCount(1);
      const download = article.getByRole('link', { name: 'Download PDF', exact: true });
      await expect(download).toHaveAttribute('href', item.file);
      // The file's facts: its pages from two, counted from the file itself, and its size only from
      // 100 KB; a short one-page PDF states its format alone, never "1 page".
      const bytes = readFileSync(join('public', item.file));
      const pageCount = (await PDFDocument.load(bytes)).getPageCount();
      const facts = fileFactsText({ bytes: bytes.length, pages: pageCount }, mediaLists.facts);
      if (pageCount > 1) expect(facts).toMatch(new RegExp(`^${pageCount} pages\\b`));
      else expect(facts).not.toMatch(/page/);
      if (bytes.length < 100 * 1024) expect(facts).not.toMatch(/B$/);
      await expect(article.getByText(facts ? `PDF, ${facts}` : 'PDF', { exact: true })).toBeVisible();
      await expect(article.getByText(/\b1 page\b/)).toHaveCount(0);
      await expect(article.getByRole('link', { name: copy.links!.back!.label })).toHaveAttribute(
        'href',
        copy.links!.back!.href,
      );
      // The drawn cover prints its title as the list's cover does, after its month.
      const month = formatMonthYear(item.date);
      const cover = article.locator('[aria-hidden="true"]').filter({ hasText: month }).first();
      await expect(cover).toContainText(coverTitle(item.title, month));
      // No empty column: from 1024 px the facts stand beside a text at least as tall as they are.
      const card = download.locator('xpath=..');
      const [textBox, cardBox] = [await text.boundingBox(), await card.boundingBox()];
      if (page.viewportSize()!.width >= 1024 && textBox!.x !== cardBox!.x) {
        expect(textBox!.height).toBeGreaterThanOrEqual(cardBox!.height);
      }
      // What to read next: others of its category first, then the nearest in date, never this one.
      const more = page.getByRole('region', { name: texts.more! });
      const others = relatedItems(list, item).map(({ other }) => other);
      await expect(more.getByRole('heading', { level: 3 })).toHaveText(others.map((other) => other.title));
      await expect(more.getByRole('link', { name: others[0]!.title, exact: true })).toHaveAttribute(
        'href',
        href(others[0]!),
      );
      await expectNoAxeViolations(page);
      const open = article.getByRole('link', { name: texts.read!, exact: true });
      await expect(open).toHaveAttribute('href', item.file);
      const box = await open.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      // The viewer's code is not loaded until the visitor asks to read.
      await expect(page.getByRole('region', { name: `${item.title}: document` })).toHaveCount(0);
      await open.click();
      await expect(page).toHaveURL(new RegExp(`${href(item)}$`));
      const viewer = page.getByRole('region', { name: `${item.title}: document` });
      await expect(viewer).toBeVisible();
      await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
      await expect(viewer.locator('canvas').first()).toBeVisible();
      // The page's download stays where it was, beside the document being read (which has its own).
      await expect(download).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('monthly bulletin', () => {
  test('shows the newest bulletins first, filters by year over the whole list and downloads real PDFs', async ({
    page,
    consoleErrors,
  }) => {
    const shown = newestFirst(bulletins).slice(0, LIST_PAGE_SIZE);
    await page.goto('/monthly-bulletin');
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly Bulletin' })).toBeVisible();
    const year = page.getByRole('combobox', { name: 'Year' });
    // A year filter is offered only when there is more than one year to choose from.
    const choosing = new Set(bulletins.map((bulletin) => bulletin.date.slice(0, 4))).size > 1;
    if (choosing) {
      await expect(year).toBeEnabled();
      await expect(year).toHaveValue('all');
    } else {
      await expect(year).toHaveCount(0);
    }
    await expect(cards(page)).toHaveCount(shown.length);
    for (const bulletin of shown) {
      await expect(cards(page).filter({ hasText: bulletin.title })).toHaveCount(1);
    }
    await expectNoAxeViolations(page);
    await expectDownloadsWork(page, shown.length);

    if (choosing) {
      const oldest = newestFirst(bulletins).at(-1)!;
      const oldestYear = oldest.date.slice(0, 4);
      await year.selectOption(oldestYear);
      await expect(cards(page)).toHaveCount(filterByYear(bulletins, oldestYear).length);
      await expect(cards(page).filter({ hasText: oldest.title })).toHaveCount(1);
      await expect(page).toHaveURL(new RegExp(`/monthly-bulletin\\?year=${oldestYear}$`));
    }

    await page.goto('/monthly-bulletin?year=1999');
    if (choosing) await expect(year).toHaveValue('all');
    await expect(cards(page)).toHaveCount(shown.length);
    await expect(page).toHaveURL(/\/monthly-bulletin$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('downloads', () => {
  test('lists every resource, filters them and serves every file', async ({ page, consoleErrors }) => {
    await page.goto('/resources/downloads');
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    await expect(cards(page)).toHaveCount(downloads.length);
    await expect(cards(page).filter({ hasText: 'ZIP' })).toHaveCount(downloads.filter((d) => d.type === 'ZIP').length);
    await expectNoAxeViolations(page);
    await expectDownloadsWork(page, downloads.length);

    const target = downloads.at(-1)!;
    const inCategory = downloads.filter((d) => d.category === target.category);
    await page.getByRole('combobox', { name: 'Category' }).selectOption(target.category);
    await expect(cards(page)).toHaveCount(inCategory.length);
    await expect(cards(page).filter({ hasText: target.title })).toHaveCount(1);
    await expect(page).toHaveURL(new RegExp(`category=${encodeURIComponent(target.category).replace(/%20/g, '\\+')}`));
    // A title from another category: nothing matches in this one, everything that matches under all.
    const other = downloads.find((d) => d.category !== target.category);
    if (other) {
      const query = other.title.toLowerCase();
      await page.getByRole('searchbox', { name: 'Search downloads' }).fill(query);
      const matches = searchItems(downloads, query, downloadSearchFields);
      if (!matches.some((d) => d.category === target.category)) {
        await expect(page.getByText('No downloads found')).toBeVisible();
      }
      await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
      await expect(cards(page)).toHaveCount(matches.length);
      await expect(page).toHaveURL(/\/resources\/downloads\?q=/);
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every list shows its first page and links to the others', async ({ page }) => {
    for (const [path, base, count] of [
      [
        `/press-statements?q=zzz&category=${encodeURIComponent(pressStatements[0]!.category)}`,
        '/press-statements',
        pressStatements.length,
      ],
      ['/monthly-bulletin?year=1999', '/monthly-bulletin', bulletins.length],
      ['/resources/downloads', '/resources/downloads', downloads.length],
      ['/blogs?q=zzz', '/blogs', blogPosts.length],
    ] as const) {
      const shown = Math.min(count, LIST_PAGE_SIZE);
      await page.goto(path);
      await expect(cards(page), path).toHaveCount(shown);
      await expect(page.locator('main a[href]').filter({ hasText: /Download|Read more/ }), path).toHaveCount(shown);
      const pager = page.getByRole('navigation', { name: 'More pages of this list' });
      if (count > LIST_PAGE_SIZE) {
        await pager.getByRole('link', { name: 'Older' }).click();
        await expect(page).toHaveURL(new RegExp(`${base}/page/2$`));
        await expect(cards(page), `${base}/page/2`).toHaveCount(Math.min(count - LIST_PAGE_SIZE, LIST_PAGE_SIZE));
      } else {
        await expect(pager).toHaveCount(0);
      }
    }
  });

  test('a statement’s or a bulletin’s read link opens its PDF', async ({ page }) => {
    for (const [path, file, read] of [
      [pressStatementHref(pressStatements[0]!), pressStatements[0]!.file, pages.pressStatement.texts!.read!],
      [bulletinHref(bulletins[0]!), bulletins[0]!.file, pages.bulletin.texts!.read!],
    ] as const) {
      await page.goto(path);
      await page.getByRole('link', { name: read, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${file.replace(/[.]/g, '\\.')}$`));
    }
  });

  test('a numbered first page repeats its list and names it as canonical', async ({ page }) => {
    await page.goto('/blogs/page/1');
    await expect(cards(page)).toHaveCount(Math.min(blogPosts.length, LIST_PAGE_SIZE));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blogs$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect((await page.goto('/blogs/page/99999'))?.status()).toBe(404);
  });
});

test.describe('the document lists on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  const lists = [
    { path: '/monthly-bulletin', item: newestFirst(bulletins)[0]! },
    { path: '/press-statements', item: newestFirst(pressStatements)[0]! },
    { path: '/resources/downloads', item: newestFirst(downloads)[0]! },
  ];
  for (const { path, item } of lists) {
    test(`${path}: a card shows its cover beside its title heading, drawn and hidden from assistive technology`, async ({
      page,
    }) => {
      await page.goto(path);
      const card = page.getByRole('article').filter({ hasText: item.title }).first();
      const heading = card.getByRole('heading', { level: 2, name: item.title });
      await expect(heading).toBeVisible();
      // The small cover shows on a phone, the drawn page above the text only from 640 px.
      const month = formatMonthYear(item.date);
      const cover = await expectSmallCover(card, heading, month);
      await expect(cover).toContainText(coverTitle(item.title, month).split(' ')[0]!);
      // Its downloads are counted in words, as a newsletter issue's are.
      await expect(card).toContainText(countText(item.downloads, mediaLists.facts.downloadCount));
    });
  }

  test('at 320 px nothing runs off the page and a title keeps more than a word a line', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    for (const { path } of lists) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
      // The heading beside the cover is at least 140 px wide: two short words fit a line.
      for (const heading of await page.getByRole('article').getByRole('heading', { level: 2 }).all()) {
        expect((await heading.boundingBox())!.width).toBeGreaterThanOrEqual(140);
      }
    }
  });
});

/** Every drawn cover's title in view breaks between words: no word runs past the cover's edge. */
async function expectWholeCoverWords(page: Page) {
  const cut = await page
    .locator('main [aria-hidden="true"] p.font-heading')
    .evaluateAll((titles) =>
      titles
        .filter((title) => title.getClientRects().length > 0 && title.scrollWidth > title.clientWidth + 1)
        .map((title) => title.textContent),
    );
  expect(cut).toEqual([]);
}

for (const width of [390, 1366]) {
  test.describe(`the leading document card at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const [path, items] of [
      ['/monthly-bulletin', bulletins],
      ['/press-statements', pressStatements],
      ['/resources/downloads', downloads],
    ] as const satisfies (readonly [string, readonly { date: string }[]])[]) {
      test(`${path}: its cover is a modest thumbnail, the card no taller than its words`, async ({ page }) => {
        await page.goto(path);
        const lead = page.locator('[data-lead] article');
        // The newest item leads only while it is news; an old one is a card like the rest.
        const newest = newestFirst<{ date: string }>(items)[0]!;
        const news = isRecent(newest.date, await builtOn(page), site.recentDays);
        await expect(lead).toHaveCount(news ? 1 : 0);
        if (!news) return;
        await expect(lead).toBeVisible();
        const covers = lead.locator('[aria-hidden="true"]').locator('visible=true');
        expect(await covers.count()).toBeGreaterThan(0);
        for (const cover of await covers.all()) expect((await cover.boundingBox())!.width).toBeLessThanOrEqual(240);
        // The card is as tall as its words, not its drawing (the page drawn half the card wide stood
        // over 400 px tall, pushing the list below the fold).
        if (width >= 1024) expect((await lead.boundingBox())!.height).toBeLessThanOrEqual(400);
        await expectWholeCoverWords(page);
      });
    }

    test('a bulletin’s page: the cover’s title breaks between whole words', async ({ page }) => {
      const bulletin = bulletins.find((item) => item.slug === 'bulletin-2024-12') ?? bulletins[0]!;
      await page.goto(bulletinHref(bulletin));
      const month = formatMonthYear(bulletin.date);
      await expect(page.locator('main [aria-hidden="true"]').filter({ hasText: month }).first()).toContainText(
        coverTitle(bulletin.title, month),
      );
      await expectWholeCoverWords(page);
    });
  });
}
