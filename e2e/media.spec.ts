import type { Page } from '@playwright/test';
import { jsonLdTypes } from './media-helpers';
import { test, expect, expectNoAxeViolations } from './fixtures';

const cards = (page: Page) => page.getByRole('main').getByRole('article');

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

test.describe('press statements', () => {
  test('lists, searches, filters, shares the filter in the URL and survives a reload', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/press-statements');
    await expect(page.getByRole('heading', { level: 1, name: 'Press Statements' })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(page.getByRole('status')).toHaveText('Showing all 6 press statements');
    await expect(cards(page).first()).toContainText('Featured');
    await expectNoAxeViolations(page);

    const search = page.getByRole('searchbox', { name: 'Search press statements' });
    await search.fill('CLIMATE');
    // Title or description, case-insensitive: the adaptation statement and the amendment bill.
    await expect(cards(page)).toHaveCount(2);
    await expect(page.getByRole('status')).toHaveText('Showing 2 of 6 press statements');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Legislation');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Climate Change (Amendment) Bill');
    await expect(page).toHaveURL(/\/press-statements\?q=CLIMATE&category=Legislation$/);

    await page.reload();
    await expect(search).toHaveValue('CLIMATE');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('Legislation');
    await expect(cards(page)).toHaveCount(1);

    await search.fill('no such words (at all) [*]\\');
    await expect(cards(page)).toHaveCount(0);
    await expect(page.getByText('No press statements found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/press-statements$/);

    await expectDownloadsWork(page, 6);
    expect(await jsonLdTypes(page)).toContain('NewsArticle');
    expect(consoleErrors).toEqual([]);
  });

  test('a shared link restores the filter; an unknown category and markup fall back without error', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/press-statements?q=air&category=Air%20Quality');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Nairobi Air Quality');

    await page.goto('/press-statements?category=Astrology');
    await expect(page.getByRole('combobox', { name: 'Category' })).toHaveValue('all');
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/press-statements$/);

    await page.goto('/press-statements?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E');
    await expect(page.getByRole('searchbox')).toHaveValue('<img src=x onerror=alert(1)>');
    await expect(page.getByText('No press statements found')).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(0);

    await page.goto('/press-statements?q=%20%20%20');
    await expect(cards(page)).toHaveCount(6);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('monthly bulletin', () => {
  test('defaults to 2024, lists the six bulletins and downloads real PDFs', async ({ page, consoleErrors }) => {
    await page.goto('/monthly-bulletin');
    await expect(page.getByRole('heading', { level: 1, name: 'Monthly Bulletin' })).toBeVisible();
    const year = page.getByRole('combobox', { name: 'Year' });
    await expect(year).toBeEnabled();
    await expect(year).toHaveValue('2024');
    await expect(cards(page)).toHaveCount(6);
    for (const month of ['July', 'August', 'September', 'October', 'November', 'December']) {
      await expect(cards(page).filter({ hasText: `${month} 2024 Bulletin` })).toHaveCount(1);
    }
    await expect(cards(page).filter({ hasText: 'Featured' })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expectDownloadsWork(page, 6);

    await page.goto('/monthly-bulletin?year=1999');
    await expect(year).toHaveValue('2024');
    await expect(cards(page)).toHaveCount(6);
    await expect(page).toHaveURL(/\/monthly-bulletin$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('downloads', () => {
  test('lists the eight resources, filters them and serves every file', async ({ page, consoleErrors }) => {
    await page.goto('/resources/downloads');
    await expect(page.getByRole('heading', { level: 1, name: 'Downloads' })).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    await expect(cards(page).filter({ hasText: 'ZIP' })).toHaveCount(2);
    await expectNoAxeViolations(page);
    await expectDownloadsWork(page, 8);

    await page.getByRole('combobox', { name: 'Category' }).selectOption('Training');
    await expect(cards(page)).toHaveCount(1);
    await expect(cards(page)).toContainText('Environmental Audit Training Toolkit');
    await expect(page).toHaveURL(/category=Training/);
    await page.getByRole('searchbox', { name: 'Search downloads' }).fill('annual report');
    await expect(page.getByText('No downloads found')).toBeVisible();
    await page.getByRole('combobox', { name: 'Category' }).selectOption('all');
    await expect(cards(page)).toHaveCount(1);
    await expect(page).toHaveURL(/\/resources\/downloads\?q=annual\+report$/);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  test('every list shows all its items', async ({ page }) => {
    for (const [path, count] of [
      ['/press-statements?q=zzz&category=Policy', 6],
      ['/monthly-bulletin?year=2023', 6],
      ['/resources/downloads', 8],
      ['/blogs?q=zzz', 6],
    ] as const) {
      await page.goto(path);
      await expect(cards(page), path).toHaveCount(count);
      await expect(page.locator('main a[href]').filter({ hasText: /Download|Read more/ }), path).toHaveCount(count);
    }
  });
});
