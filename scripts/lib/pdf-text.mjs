/**
 * Reads PDFs with pdf.js (the library the site's PDF viewer uses). Plain Node on purpose: run
 * through the TypeScript loader the build uses, pdf.js (a few megabytes of JavaScript) takes many
 * times longer to load. The documents step (scripts/documents/facts.mjs) imports `readPdf` to count
 * pages; the search index runs this file (scripts/lib/pdf-text.ts):
 *
 *   node scripts/lib/pdf-text.mjs file.pdf ...
 *
 * prints one JSON object: for each file, either `{ "pages": ["text of page 1", ...] }` (a page with
 * no text, such as a scanned image, is "") or `{ "error": "why pdf.js could not read it" }`.
 */
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Text items joined as they are laid out: a space between items, a line break where a line ends. */
function pageText(items) {
  let text = '';
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    text += item.str + (item.hasEOL ? '\n' : ' ');
  }
  return text
    .replace(/[ \t]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .trim();
}

/** A PDF's page count and, unless `countOnly`, the text of each page; throws when pdf.js cannot read it. */
export async function readPdf(bytes, { countOnly = false } = {}) {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  try {
    if (countOnly) return { count: document.numPages };
    const pages = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      pages.push(pageText((await page.getTextContent()).items));
      page.cleanup();
    }
    return { count: document.numPages, pages };
  } finally {
    await document.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const results = {};
  for (const path of process.argv.slice(2)) {
    try {
      results[path] = { pages: (await readPdf(readFileSync(path))).pages };
    } catch (error) {
      results[path] = { error: error instanceof Error ? error.message || error.name : String(error) };
    }
  }
  process.stdout.write(JSON.stringify(results));
}
