import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { expect, type Page } from '@playwright/test';
import { charter, reader } from '../content/charter';

/** The charter's viewer region, named from its title in content. */
export const charterViewerName = `${charter.title}: document`;

/** How many pages the committed charter PDF has, as the viewer counts them. */
export async function charterPageCount(): Promise<number> {
  const document = await PDFDocument.load(readFileSync(join(__dirname, '..', 'public', charter.file)));
  return document.getPageCount();
}

/**
 * Shows the reader's pages view, where a phone opens on the text: taps Pages unless it is shown
 * already. The reader must be on the page (or about to load).
 */
export async function showPages(page: Page) {
  const pages = page.getByRole('group', { name: reader.views }).getByRole('button', { name: reader.pagesView });
  await expect(pages).toBeVisible({ timeout: 20_000 });
  if ((await pages.getAttribute('aria-pressed')) !== 'true') await pages.click();
  await expect(pages).toHaveAttribute('aria-pressed', 'true');
}

/** Opens the charter's viewer as a visitor does: scrolls to the charter and asks to read it. */
export async function readCharter(page: Page) {
  // Before hydration the link opens the PDF itself, as it does without JavaScript.
  await page.waitForLoadState('networkidle');
  await page.locator('#charter').scrollIntoViewIfNeeded();
  await page.locator('#charter').getByRole('link', { name: charter.texts.read, exact: true }).click();
}
