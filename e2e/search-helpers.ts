/**
 * What the search tests share: the dialog's parts by role and name (from content), the text of
 * every exported page, and words that stand inside a document and on no page.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { search as copy } from '../content/search';
import { siteDocuments, type SiteDocument } from '../lib/documents';
import type { DocumentKind } from '../content/schema';
import { pdfTexts } from '../scripts/lib/pdf-text';

export { copy };

const root = join(__dirname, '..');
const outDir = join(root, 'out');

export function searchButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: copy.button, exact: true });
}

export function searchDialog(page: Page) {
  return page.getByRole('dialog', { name: copy.label });
}

export function searchField(page: Page) {
  return searchDialog(page).getByRole('searchbox', { name: copy.label });
}

export function searchStatus(page: Page) {
  return searchDialog(page).getByRole('status');
}

export function searchResults(page: Page) {
  return searchDialog(page).getByRole('list', { name: copy.resultsList });
}

/** The choice between everything, pages and documents. */
export function scopeChoice(page: Page, scope: keyof typeof copy.scope) {
  return searchDialog(page)
    .getByRole('group', { name: copy.scope.legend })
    .getByRole('radio', { name: copy.scope[scope] });
}

/** The address each of the first `count` results opens (one per result, not its sections). */
export async function firstResultUrls(page: Page, count: number): Promise<string[]> {
  const results = searchResults(page).locator(':scope > li > a');
  const hrefs = await results.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.slice(0, count);
}

/** Text of the <main> element of an exported page. */
export function mainText(file: string): string {
  const html = readFileSync(file, 'utf8');
  const main = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(html)?.[1] ?? '';
  return (
    main
      // A folded text the index leaves out (the charter's text view, whose words its PDF gives).
      .replace(/<details\b[^>]*data-pagefind-ignore[^>]*>[\s\S]*?<\/details>/gi, ' ')
      .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&[a-z#0-9]+;/gi, ' ')
  );
}

/** Every exported page's HTML file, but the 404 page. */
export function exportedPages(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_') && entry.name !== 'pagefind') walk(path);
      } else if (entry.name.endsWith('.html') && !['404.html', '_not-found.html'].includes(entry.name))
        files.push(path);
    }
  };
  walk(outDir);
  return files;
}

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

export interface DocumentWord {
  word: string;
  /** How many pages of all the site's documents hold it. */
  documentPages: number;
}

/**
 * Words of `document` that no exported page holds, not even as the start of a longer word or as a
 * word it starts (a plural, a stem), rarest across all documents first: the words only a search of
 * the documents' text can find. Whether the site's own index agrees (stemming included) is for the
 * browser to show.
 */
let cache: Promise<{ texts: Map<string, string[]>; pageWords: string[] }> | null = null;

/** The text of every document's pages (by file) and every word of the exported pages, read once. */
function siteTexts(all: SiteDocument[]) {
  cache ??= (async () => {
    const texts = await pdfTexts(all.map((item) => join(root, 'public', item.file)));
    const byFile = new Map(all.map((item) => [item.file, texts.get(join(root, 'public', item.file)) ?? []]));
    const pageWords = [...new Set(exportedPages().flatMap((file) => wordsOf(mainText(file))))];
    return { texts: byFile, pageWords };
  })();
  return cache;
}

/** Every word of a document's text. */
export async function wordsIn(document: SiteDocument, all: SiteDocument[]): Promise<Set<string>> {
  const { texts } = await siteTexts(all);
  return new Set(wordsOf((texts.get(document.file) ?? []).join(' ')));
}

export async function wordsOnlyIn(document: SiteDocument, all: SiteDocument[]): Promise<DocumentWord[]> {
  const { texts, pageWords } = await siteTexts(all);
  const documentPages = [...texts.values()].flatMap((pages) => pages.map((text) => new Set(wordsOf(text))));
  const own = new Set(wordsOf((texts.get(document.file) ?? []).join(' ')));
  // "sandstones" on a page rules out "sandstone", and "dam" rules out "dams": stems and prefixes.
  const onPages = (word: string) =>
    pageWords.some(
      (other) => other.startsWith(word.slice(0, -2)) || (other.length > 3 && word.startsWith(other.slice(0, -1))),
    );
  return [...own]
    .filter((word) => word.length >= 5 && !onPages(word))
    .map((word) => ({ word, documentPages: documentPages.filter((words) => words.has(word)).length }))
    .sort((a, b) => a.documentPages - b.documentPages || b.word.length - a.word.length || a.word.localeCompare(b.word));
}

/** Of the documents of a kind, the one with the rarest word found on no page, with its words. */
export async function documentWithOwnWords(
  kind: DocumentKind,
): Promise<{ document: SiteDocument; words: DocumentWord[] }> {
  const all = siteDocuments();
  const candidates = [];
  for (const document of all.filter((item) => item.kind === kind)) {
    const words = await wordsOnlyIn(document, all);
    if (words.length > 0) candidates.push({ document, words });
  }
  candidates.sort((a, b) => a.words[0]!.documentPages - b.words[0]!.documentPages);
  if (!candidates[0]) throw new Error(`no ${kind} document has a word that no page has`);
  return candidates[0];
}
