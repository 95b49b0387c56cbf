import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, painted, test } from './fixtures';
import { hero } from '../content/home';
import { newsletterIssues } from '../content/newsletter';
import { bulletins } from '../content/bulletins';
import { pressStatements } from '../content/press';
import { siteDocuments } from '../lib/documents';
import { bulletinHref, pressStatementHref } from '../lib/media-pages';
import { newestFirst } from '../lib/paging';
import { exportedPages, mainText } from './search-helpers';

/**
 * Site search: the header button and Ctrl/Cmd+K open the dialog, the Pagefind index (built from
 * out/ after `next build`) finds pages by their main content only, and nothing of the search loads
 * before the dialog opens.
 */

function searchButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
}

function dialog(page: Page) {
  return page.getByRole('dialog', { name: 'Search the site' });
}

function searchField(page: Page) {
  return dialog(page).getByRole('searchbox', { name: 'Search the site' });
}

function status(page: Page) {
  return dialog(page).getByRole('status');
}

function results(page: Page) {
  return dialog(page).getByRole('list', { name: 'Search results' });
}

/** Where every link of the results goes: the results' own and their sections'. */
function resultHrefs(page: Page): Promise<string[]> {
  return results(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

const newestBulletin = newestFirst(bulletins)[0]!;

/** The PDFs a page of the site presents (a bulletin's, a statement's): found, they show as that page. */
const presentedFiles = siteDocuments()
  .filter((document) => document.page)
  .map((document) => document.file);

/** Each result's own link, in the order shown: where it goes and what it reads (its title, its excerpt). */
function topResults(page: Page): Promise<{ href: string; text: string }[]> {
  return results(page)
    .locator(':scope > li > a')
    .evaluateAll((links) =>
      links.map((link) => ({ href: link.getAttribute('href') ?? '', text: link.textContent ?? '' })),
    );
}

async function openByMouse(page: Page) {
  await searchButton(page).click();
  await expect(dialog(page)).toBeVisible();
  await expect(searchField(page)).toBeFocused();
}

/** The 404 page is not in the index, so a result found from there leads somewhere else. */
const notFoundPath = '/no-such-page-for-search';
const notFoundErrors = (errors: string[]) => errors.filter((error) => !/404|non-existent route/.test(error));

test.describe('search dialog', () => {
  test('nothing of the search loads before the dialog opens', async ({ page, consoleErrors }) => {
    const searchRequests: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/pagefind/')) searchRequests.push(path);
      if (path.endsWith('.js')) scripts.push(path);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.mouse.wheel(0, 1500);
    // The scrolled page is painted and its idle tasks (where a lazy load would start) have run.
    await painted(page);
    await page.evaluate(() => new Promise<void>((resolve) => requestIdleCallback(() => resolve())));
    expect(searchRequests).toEqual([]);
    const scriptsBefore = scripts.length;

    const runtime = page.waitForRequest((request) => request.url().endsWith('/pagefind/pagefind.js'));
    await openByMouse(page);
    await runtime;
    // The dialog's own code is a chunk of its own, fetched on opening too.
    expect(scripts.slice(scriptsBefore).filter((path) => path.startsWith('/_next/static/chunks/'))).not.toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  test('an item with a page of its own is found there, not again as a card of the lists that show it', async ({
    page,
    consoleErrors,
  }) => {
    const posts = contentItems<{ slug: string; title: string }>(['slug', 'content', 'excerpt']);
    const post = posts[0]!;
    await page.goto(notFoundPath);
    await openByMouse(page);
    await searchField(page).fill(post.title);
    await expect(status(page)).toHaveText(/^\d+ results? for /);
    const hrefs = await resultHrefs(page);
    expect(hrefs).toContain(`/blogs/${post.slug}`);
    // The cards of Blogs and of News & Events name the post too; they are not results of their own.
    expect(hrefs.filter((href) => /^\/(blogs|news)#/.test(href))).toEqual([]);
    expect(notFoundErrors(consoleErrors)).toEqual([]);
  });

  test('a newsletter issue is found on its own page, not again on the newsletter page or in its archive', async ({
    page,
  }) => {
    const issue = newsletterIssues[0]!;
    await page.goto(notFoundPath);
    await openByMouse(page);
    await searchField(page).fill(issue.title);
    await expect(status(page)).toHaveText(/^\d+ results? for /);
    const hrefs = await resultHrefs(page);
    expect(hrefs).toContain('/newsletter/download/0');
    expect(hrefs.filter((href) => /^\/newsletter(\/archive)?#/.test(href))).toEqual([]);
  });

  test('opens by mouse, finds a word of a page’s main content and opens that page', async ({ page, consoleErrors }) => {
    await page.goto(notFoundPath);
    await openByMouse(page);
    // A word of the hero's mission text, on as few other pages as possible.
    const word = homeWord();
    await searchField(page).fill(word);
    await expect(status(page)).toHaveText(new RegExp(`^\\d+ results? for “${word}”$`));
    const home = results(page).locator('a[href="/"]').first();
    await expect(home.locator('mark').first()).toHaveText(new RegExp(word, 'i'));
    await home.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(notFoundErrors(consoleErrors)).toEqual([]);
  });

  test('a list shows once among the results, not again as its page 1', async ({ page, consoleErrors }) => {
    await page.goto(notFoundPath);
    await openByMouse(page);
    await searchField(page).fill('toolkit');
    await expect(status(page)).toHaveText(/^\d+ results? for “toolkit”$/);
    const hrefs = await resultHrefs(page);
    expect(hrefs.filter((href) => href.startsWith('/resources/downloads'))).not.toEqual([]);
    expect(hrefs.filter((href) => /\/page\/\d+(#|$)/.test(href))).toEqual([]);
    expect(notFoundErrors(consoleErrors)).toEqual([]);
  });

  test('opens with Ctrl+K and Enter goes to the first result', async ({ page, consoleErrors }) => {
    await page.goto(notFoundPath);
    await expect(searchButton(page)).toBeVisible();
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type(homeWord());
    const first = results(page).getByRole('link').first();
    await expect(first).toBeVisible();
    const href = (await first.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new URL(href, page.url()).href);
    expect(notFoundErrors(consoleErrors)).toEqual([]);
  });

  test('a query naming a section of the menu has that section first, above its items and their PDFs', async ({
    page,
  }) => {
    await page.goto(notFoundPath);
    await openByMouse(page);
    await searchField(page).fill('bulletins');
    const first = results(page).getByRole('listitem').first();
    await expect(first.getByRole('link').first()).toHaveAttribute('href', '/monthly-bulletin');
    // Below it, an issue's result does not open by repeating its title.
    const issue = results(page).getByRole('listitem').filter({ hasText: newestBulletin.title }).first();
    await expect(issue).toBeVisible();
    expect((await issue.innerText()).split(newestBulletin.title).length - 1).toBe(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/monthly-bulletin$/);
  });

  test('bulletins that match alike come newest first, each as its own page with its PDF under it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(notFoundPath);
    await openByMouse(page);
    await searchField(page).fill('bulletin');
    await expect(status(page)).toHaveText(/^\d+ results? for “bulletin”$/);
    const shown = await topResults(page);
    const byPage = new Map(bulletins.map((item) => [bulletinHref(item), item]));
    const issues = shown.filter((result) => byPage.has(result.href));
    // Every issue says "bulletin" alike: the newest leads and the rest follow by date.
    expect(issues.length).toBeGreaterThan(1);
    expect(issues.map((result) => result.href)).toEqual(
      newestFirst(issues.map((result) => byPage.get(result.href)!)).map(bulletinHref),
    );
    expect(issues[0]!.href).toBe(bulletinHref(newestBulletin));
    for (const result of issues) expect(result.text).toContain(byPage.get(result.href)!.title);
    expect(shown.filter((result) => presentedFiles.some((file) => result.href.startsWith(`${file}#`)))).toEqual([]);
    expect(notFoundErrors(consoleErrors)).toEqual([]);
  });

  test('press statements found by their kind are shown as their pages, with no PDF page repeating the masthead, never as a bare file', async ({
    page,
  }) => {
    await page.goto(notFoundPath);
    await openByMouse(page);
    await searchField(page).fill('press statement');
    await expect(status(page)).toHaveText(/^\d+ results? for “press statement”$/);
    const shown = await topResults(page);
    expect(shown.filter((result) => presentedFiles.some((file) => result.href.startsWith(`${file}#`)))).toEqual([]);
    const statements = pressStatements.filter((item) =>
      // The page, or the part of it the words stand in (its full text, "#text").
      shown.some((result) => result.href.split('#')[0] === pressStatementHref(item)),
    );
    expect(statements.length).toBeGreaterThan(1);
    for (const statement of statements) {
      const result = results(page)
        .locator(':scope > li')
        .filter({ has: page.locator(`:scope > a[href^="${pressStatementHref(statement)}"]`) });
      await expect(result.locator(':scope > a')).toContainText(statement.title);
      // "Press statement" stands in each PDF's masthead only: the result above already says it.
      await expect(result.locator(`a[href^="${statement.file}#page="]`)).toHaveCount(0);
    }
  });

  test('opens with Meta+K too', async ({ page }) => {
    await page.goto('/');
    await expect(searchButton(page)).toBeVisible();
    await page.keyboard.press('Meta+k');
    await expect(dialog(page)).toBeVisible();
  });

  test('Escape closes and focus returns to the search button; the backdrop closes too', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await openByMouse(page);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    // With words typed, one Escape still closes it (the hint says "Esc closes").
    await page.keyboard.press('Control+k');
    await expect(dialog(page)).toBeVisible();
    await page.keyboard.type('fees');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();

    await searchButton(page).click();
    await page.mouse.click(5, 890);
    await expect(dialog(page)).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('the index leaves out the header, navigation and footer', async ({ page }) => {
    await page.goto('/');
    await openByMouse(page);
    // "reserved" (the copyright line) is only in the footer, "Skip" only in the skip link. (Pagefind also
    // matches words that begin a query, so a word like "Instagram" would find "in".)
    for (const word of ['reserved', 'Skip']) {
      await searchField(page).fill(word);
      await expect(status(page)).toHaveText(`No results for “${word}”`);
    }
  });

  const hostile = [
    ['empty', '', ''],
    ['very long', 'qzxv '.repeat(400), null],
    ['all punctuation', '!!! ??? ... ;;; ---', 'No results for “!!! ??? ... ;;; ---”'],
    ['markup', '<script>alert(1)</script>', 'No results for “<script>alert(1)</script>”'],
    // Pagefind's typo tolerance may match "onerror" to "one": the point here is that the markup stays text.
    [
      'markup with a handler',
      '<img src=x onerror="window.__pwned=1">',
      /^(No results|\d+ results?) for “<img src=x onerror="window.__pwned=1">”$/,
    ],
    ['Chinese', '环境保护协会', 'No results for “环境保护协会”'],
    ['Arabic', 'حماية البيئة في كينيا', 'No results for “حماية البيئة في كينيا”'],
  ] as const;

  for (const [kind, query, message] of hostile) {
    test(`${kind} query: a clear message, nothing injected`, async ({ page, consoleErrors }) => {
      await page.goto('/');
      await openByMouse(page);
      await searchField(page).fill(query);
      if (message === null) {
        await expect(status(page)).toHaveText(/^No results for “(qzxv ){5}/);
        await expect(status(page)).toHaveText(/…”$/);
      } else if (message === '') {
        // Past the search's debounce, on the browser's clock, and painted.
        await page.clock.runFor(500);
        await painted(page);
        await expect(status(page)).toHaveText('');
        await expect(dialog(page).getByText('Find any page')).toBeVisible();
      } else {
        await expect(status(page)).toHaveText(message);
      }
      await expect(dialog(page).locator('script, img, iframe')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
      await expect(dialog(page)).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the open dialog with results has no axe violations', async ({ page }) => {
    await page.goto('/');
    await openByMouse(page);
    await searchField(page).fill('members');
    await expect(results(page).getByRole('link').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('reading and moving through the results', () => {
  for (const query of ['mission', 'membership fees', 'bulletin', 'AGM', 'training']) {
    test(`excerpts for "${query}" keep headings and blocks apart as sentences`, async ({ page }) => {
      await page.goto('/');
      await openByMouse(page);
      await searchField(page).fill(query);
      await expect(results(page).getByRole('link').first()).toBeVisible();
      const excerpts = await results(page)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.lastElementChild?.textContent ?? ''));
      for (const excerpt of excerpts) {
        // A heading or label run into the next block shows as a word ending in a capital's word.
        expect(excerpt, excerpt).not.toMatch(/\b(Mission|Vision|Date|Venue|Refunds|Bank)[A-Z][a-z]/);
        expect(excerpt, excerpt).not.toMatch(/\b[a-z]{3,}[A-Z][a-z]{2,}\b/);
      }
    });
  }

  test('the excerpt of a heading and its text reads as two sentences', async ({ page }) => {
    await page.goto('/');
    await openByMouse(page);
    await searchField(page).fill('mission');
    const background = results(page).locator('a[href^="/about/background"]').first();
    await expect(background).toBeVisible();
    // The heading is the result's title; the excerpt under it starts with the sentence after it.
    await expect(background.locator(':scope > span').nth(1)).toHaveText('Our Mission');
    await expect(background.locator(':scope > span').last()).toHaveText(/^To advance/);
  });

  test('arrow keys move from the field through the results and back; Enter opens the focused one', async ({ page }) => {
    await page.goto('/');
    await openByMouse(page);
    await searchField(page).fill('membership');
    const links = results(page).getByRole('link');
    await expect(links.nth(2)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(2)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const href = (await links.nth(1).getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === href);
  });

  test('a page result is labelled with its section of the menu', async ({ page }) => {
    await page.goto('/');
    await openByMouse(page);
    await searchField(page).fill('subscriptions');
    const fees = results(page).locator(':scope > li > a[href="/members/fees"]');
    await expect(fees).toBeVisible();
    await expect(fees).toHaveText(/^Membership/);
    await searchField(page).fill(pressStatements[0]!.title);
    const statement = results(page).locator(':scope > li > a[href^="/press-statements/"]').first();
    await expect(statement).toBeVisible();
    await expect(statement).toHaveText(/^Media Center\s*›\s*Press Statements/);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search button is not shown', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search', exact: true })).toHaveCount(0);
  });
});

// ---------------------------------------------------------------------------------------------
// The full requirement: a blog post by a word in its body, a working group by a word in its
// responsibilities.

/** A word of the home page's mission text, found on the fewest exported pages. */
function homeWord(): string {
  return rarestWord(hero.mission.split(/[^A-Za-z]+/));
}

/** Of `candidates`, the word found in the main content of the fewest exported pages. */
function rarestWord(candidates: string[]): string {
  const texts = exportedPages().map((file) => mainText(file).toLowerCase());
  const words = [...new Set(candidates.map((word) => word.toLowerCase()))].filter((word) => /^[a-z]{6,}$/.test(word));
  const ranked = words
    .map((word) => ({ word, pages: texts.filter((text) => new RegExp(`\\b${word}\\b`).test(text)).length }))
    .filter((entry) => entry.pages > 0)
    .sort((a, b) => a.pages - b.pages || b.word.length - a.word.length);
  if (!ranked[0]) throw new Error(`none of ${words.join(', ')} is in any exported page`);
  return ranked[0].word;
}

/** An exported array in content/ whose items have all of `keys` (found by shape, whatever its name). */
function contentItems<T>(keys: string[]): T[] {
  const dir = join(__dirname, '..', 'content');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.ts') && name !== 'types.ts')) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const exports = require(join(dir, file)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      const first: unknown = Array.isArray(value) ? value[0] : undefined;
      if (first && typeof first === 'object' && keys.every((key) => key in first)) return value as T[];
    }
  }
  throw new Error(`no content module exports items with ${keys.join(', ')}`);
}

test.describe('search across the whole site', () => {
  test('finds a blog post by a word in its body and opens it', async ({ page, consoleErrors }) => {
    const posts = contentItems<{ slug: string; title: string; content: string[] }>(['slug', 'content', 'excerpt']);
    const post = posts[posts.length - 1]!;
    const word = rarestWord(post.content.join(' ').split(/[^A-Za-z]+/));

    await page.goto('/');
    await openByMouse(page);
    await searchField(page).fill(word);
    const link = results(page).locator(`a[href="/blogs/${post.slug}"]`).first();
    await expect(link).toBeVisible();
    await expect(link).toContainText(post.title);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${post.slug}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    expect(consoleErrors).toEqual([]);
  });

  test('finds a working group by a word in its responsibilities and opens its page', async ({
    page,
    consoleErrors,
  }) => {
    const groups = contentItems<{ name: string; responsibility: string[] }>(['name', 'responsibility', 'membership']);
    // The last group: its accordion item is closed by default, so this proves closed items are indexed.
    const group = groups[groups.length - 1]!;
    const word = rarestWord(group.responsibility.join(' ').split(/[^A-Za-z]+/));

    await page.goto('/');
    await expect(searchButton(page)).toBeVisible(); // the shortcut works once the page is interactive
    await page.keyboard.press('Control+k');
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.type(word);
    const link = results(page).locator('a[href^="/members/chapters"]').first();
    await expect(link).toBeVisible();
    await link.click();
    await expect(page).toHaveURL(/\/members\/chapters(#.*)?$/);
    await expect(page.getByText(group.name).first()).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
