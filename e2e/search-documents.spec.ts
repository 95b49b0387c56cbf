import { join } from 'node:path';
import { pdfTexts } from '../scripts/lib/pdf-text';
import { expect, test } from './fixtures';
import { siteDocuments, type SiteDocument } from '../lib/documents';
import { agms } from '../content/agm';
import { bulletins } from '../content/bulletins';
import { agmHref, agmLabel, agmPath } from '../lib/agm';
import { bulletinHref } from '../lib/media-pages';
import type { DocumentKind } from '../content/schema';
import {
  copy,
  documentWithOwnWords,
  firstResultUrls,
  scopeChoice,
  searchButton,
  searchDialog,
  searchField,
  searchResults,
  searchStatus,
  wordsIn,
  type DocumentWord,
} from './search-helpers';
import type { Page } from '@playwright/test';

/**
 * The text inside the documents is searchable. For the charter, a resource and the AGM programme, a
 * word is picked that stands in that PDF and on no page (its words against the text of every
 * exported page; the site's own index, asked for pages only, must find nothing for it, stemming
 * included); asked for it, the site's index must list that PDF among the first five results. A
 * bulletin's, a newsletter issue's and a press statement's page shows its PDF's text: a word of it
 * finds that page, with no PDF record saying the same again. The documents and words come from
 * content and the PDFs, so they follow any change to either.
 */

const checkedKinds: DocumentKind[] = ['charter', 'resource', 'agm'];
const textOnPageKinds: DocumentKind[] = ['bulletin', 'newsletter', 'press'];

const pick = documentWithOwnWords;

/** The documents whose text holds `word`. */
async function documentsHolding(word: string): Promise<string[]> {
  const all = siteDocuments();
  const held = [];
  for (const document of all) {
    if ((await wordsIn(document, all)).has(word)) held.push(document.file);
  }
  return held;
}

async function open(page: Page) {
  await page.goto('/');
  await searchButton(page).click();
  await expect(searchField(page)).toBeFocused();
}

async function query(page: Page, word: string) {
  await searchField(page).fill(word);
  await expect(searchStatus(page)).toHaveText(new RegExp(`“${word}”$`), { timeout: 15_000 });
}

/**
 * Searches everything for `word`, a word some document holds, and waits for its results: the status
 * still reads "No results" from the pages-only search of the same word until the new one is done.
 */
async function queryAll(page: Page, word: string) {
  await query(page, word);
  await expect(searchResults(page).locator(':scope > li').first()).toBeVisible({ timeout: 15_000 });
}

/** The first word of `words` that the site's index, asked for pages only, finds on no page. */
async function wordOnNoPage(page: Page, words: DocumentWord[]): Promise<string> {
  await scopeChoice(page, 'pages').check();
  for (const { word } of words.slice(0, 5)) {
    await query(page, word);
    if ((await searchStatus(page).innerText()).trim() === copy.noResults.replace('{query}', word)) {
      await scopeChoice(page, 'all').check();
      return word;
    }
  }
  throw new Error(`every word tried is found on some page: ${words.map((item) => item.word).join(', ')}`);
}

/**
 * Whether a result's address is where `document` is found: the page that presents it (a bulletin's,
 * the join page for the charter), or the PDF itself for a document no page presents.
 */
function foundAs(document: SiteDocument, url: string): boolean {
  return document.page ? url === document.page : url.startsWith(`${document.file}#page=`);
}

test.describe('search inside the documents', () => {
  // Each test reads every PDF and every exported page first.
  test.describe.configure({ timeout: 90_000 });

  for (const kind of checkedKinds) {
    test(`finds the ${copy.kinds[kind]} by a word that stands only in its PDF, among the first five results`, async ({
      page,
      consoleErrors,
    }) => {
      const { document, words } = await pick(kind);
      await open(page);
      const word = await wordOnNoPage(page, words);
      await queryAll(page, word);
      const first = await firstResultUrls(page, 5);
      const holders = await documentsHolding(word);
      if (holders.length <= 5) {
        expect(
          first.some((url) => foundAs(document, url)),
          `"${word}" finds ${document.file} among ${first.join(', ')}`,
        ).toBe(true);
        if (document.page) {
          // Shown as the page that presents it, with the PDF's matching page under it.
          const result = searchResults(page)
            .locator(':scope > li')
            .filter({ has: page.locator(`:scope > a[href="${document.page}"]`) });
          await expect(result.getByRole('list').locator(`a[href^="${document.file}#page="]`).first()).toBeVisible();
        }
      } else {
        // More than five documents hold the word (the sample bulletins share every word no page has):
        // no index can put them all first, so the first five results must all be among them.
        const all = siteDocuments().filter((held) => holders.includes(held.file));
        expect(
          first.filter((url) => all.some((held) => foundAs(held, url))),
          `"${word}" is in ${holders.join(', ')}; the first results are ${first.join(', ')}`,
        ).toHaveLength(5);
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  for (const kind of textOnPageKinds) {
    test(`a ${copy.kinds[kind]} whose text its page shows is found as that page, with no PDF record repeating it`, async ({
      page,
      consoleErrors,
    }) => {
      const all = siteDocuments();
      const others = all.filter((item) => item.kind === kind && item.textOnPage);
      // A long word of one document's text that no other document says.
      let found: { document: SiteDocument; word: string } | undefined;
      for (const document of others) {
        const elsewhere = new Set<string>();
        for (const other of all)
          if (other !== document) for (const word of await wordsIn(other, all)) elsewhere.add(word);
        const word = [...(await wordsIn(document, all))].find((item) => item.length >= 7 && !elsewhere.has(item));
        if (word) {
          found = { document, word };
          break;
        }
      }
      if (!found) throw new Error(`no ${kind} has a word that no other document has`);
      const { document, word } = found;
      await open(page);
      await queryAll(page, word);
      // The page, or the part of it the word stands in ("/press-statements/x#text").
      const urls = await firstResultUrls(page, 100);
      expect(
        urls.some((url) => url.split('#')[0] === document.page),
        `"${word}" finds ${document.page} among ${urls.join(', ')}`,
      ).toBe(true);
      await expect(searchResults(page).locator(`a[href^="${document.file}#page="]`)).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a phrase found only inside a PDF: the result names the document, its kind and page, marks the words and opens the PDF at that page', async ({
    page,
    consoleErrors,
  }) => {
    // A resource: no page presents it, so its result is the document's own.
    const { document, words } = await pick('resource');
    await open(page);
    const word = await wordOnNoPage(page, words);
    await query(page, word);
    const result = searchResults(page).locator(`:scope > li > a[href^="${document.file}#page="]`).first();
    await expect(result).toContainText(document.title);
    await expect(result).toContainText(copy.kinds[document.kind]);
    const href = (await result.getAttribute('href'))!;
    const pageNumber = /#page=(\d+)$/.exec(href)![1]!;
    // Named as the document it is; the page, when the document has more than one, only beside it.
    await expect(result).toContainText(copy.documentTitle.replace('{title}', document.title));
    await expect(result).not.toContainText(/PDF, page/i);
    const pages = (await pdfTexts([join(__dirname, '..', 'out', document.file)])).values().next().value!.length;
    if (pages > 1) await expect(result).toContainText(copy.documentPage.replace('{page}', pageNumber));
    await expect(result.locator('mark').first()).toHaveText(new RegExp(word, 'i'));

    const opened = page.waitForResponse((response) => new URL(response.url()).pathname === document.file);
    await result.click();
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await expect(page).toHaveURL(new RegExp(`${document.file.replace(/\./g, '\\.')}#page=${pageNumber}$`));
    expect(consoleErrors).toEqual([]);
  });

  test('a PDF page under the page that presents it reads as the document, not as a bare PDF page', async ({ page }) => {
    const { document, words } = await pick('charter');
    await open(page);
    const word = await wordOnNoPage(page, words);
    await query(page, word);
    const result = searchResults(page)
      .locator(':scope > li')
      .filter({ has: page.locator(`:scope > a[href="${document.page}"]`) });
    const pdfLink = result.getByRole('list').locator(`a[href^="${document.file}#page="]`).first();
    await expect(pdfLink).toBeVisible();
    await expect(pdfLink.locator('span').first()).toHaveText(
      new RegExp(`^${copy.documentTitle.replace('{title}', document.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
    await expect(pdfLink).not.toContainText(/PDF, page/i);
  });

  test('narrows the results to documents or to pages with the keyboard', async ({ page }) => {
    const { document, words } = await pick('charter');
    await open(page);
    const word = await wordOnNoPage(page, words);
    await query(page, word);
    await expect(searchResults(page).locator(`a[href^="${document.file}#page="]`).first()).toBeVisible();

    // Tab from the field past the close button to the choice; the arrow keys move through it.
    await scopeChoice(page, 'all').focus();
    await page.keyboard.press('ArrowRight');
    await expect(scopeChoice(page, 'pages')).toBeChecked();
    await expect(searchStatus(page)).toHaveText(copy.noResults.replace('{query}', word));
    await page.keyboard.press('ArrowRight');
    await expect(scopeChoice(page, 'documents')).toBeChecked();
    const links = searchResults(page).locator(':scope > li > a');
    await expect(links.first()).toBeVisible();
    for (const href of await links.evaluateAll((items) => items.map((item) => item.getAttribute('href') ?? ''))) {
      expect(href).toMatch(/\.pdf#page=\d+$/);
    }
    await expect(searchDialog(page)).toBeVisible();
  });

  test('one item, one result: the charter found by a word only its PDF says shows as its page, that PDF page under it with the word marked', async ({
    page,
    consoleErrors,
  }) => {
    const { document, words } = await pick('charter');
    await open(page);
    const word = await wordOnNoPage(page, words);
    await queryAll(page, word);
    const result = searchResults(page)
      .locator(':scope > li')
      .filter({ has: page.locator(`:scope > a[href="${document.page}"]`) });
    await expect(result).toHaveCount(1);
    const pdfPage = result.getByRole('list').locator(`a[href^="${document.file}#page="]`).first();
    await expect(pdfPage).toBeVisible();
    await expect(pdfPage.locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
    await expect(searchResults(page).locator(`:scope > li > a[href^="${document.file}#page="]`)).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('what the results show once', () => {
  test('each AGM is one result: “agm” lists a meeting once, at /agm or at its year’s page', async ({
    page,
    consoleErrors,
  }) => {
    await open(page);
    await queryAll(page, 'agm');
    const hrefs = await firstResultUrls(page, 100);
    for (const meeting of agms) {
      const label = agmLabel(meeting.date);
      const titled = searchResults(page)
        .locator(':scope > li > a')
        .filter({ has: page.getByText(label, { exact: true }) });
      await expect(titled, `results titled ${label}`).toHaveCount(1);
      expect(hrefs.filter((href) => href === agmPath || href === agmHref(meeting))).toHaveLength(1);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('“bulletin”: each bulletin is its page, with no PDF page under it repeating the text the page shows', async ({
    page,
    consoleErrors,
  }) => {
    await open(page);
    await queryAll(page, 'bulletin');
    await expect(searchResults(page).locator(`:scope > li > a[href="${bulletinHref(bulletins[0]!)}"]`)).toBeVisible();
    for (const bulletin of bulletins) {
      await expect(searchResults(page).locator(`a[href^="${bulletin.file}#page="]`)).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('“fees”: a highlight holds the word alone, not the punctuation after it', async ({ page, consoleErrors }) => {
    await open(page);
    await queryAll(page, 'fees');
    const marks = await searchResults(page).locator('mark').allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark).toMatch(/^[\p{L}\p{N}](.*[\p{L}\p{N}])?$/u);
    expect(consoleErrors).toEqual([]);
  });
});
