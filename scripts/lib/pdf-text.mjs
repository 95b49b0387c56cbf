/**
 * Reads the text of PDFs page by page with pdf.js (the library the site's PDF viewer uses), for
 * the search index. Plain Node on purpose: run through the TypeScript loader the build uses, pdf.js
 * (a few megabytes of JavaScript) takes many times longer to load. scripts/lib/pdf-text.ts runs it.
 *
 *   node scripts/lib/pdf-text.mjs file.pdf ...
 *
 * prints one JSON object: for each file, either `{ "pages": ["text of page 1", ...] }` (a page with
 * no text, such as a scanned image, is "") or `{ "error": "why pdf.js could not read it" }`.
 *
 *   node scripts/lib/pdf-text.mjs --count file.pdf ...
 *
 * counts the pages only, for the facts the site states of a file ("4 pages", lib/files.ts):
 * `{ "pages": 4 }` for each file, or its error.
 */
import { readFileSync } from 'node:fs';
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

async function readPdf(path, countOnly) {
  const document = await getDocument({
    data: new Uint8Array(readFileSync(path)),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  try {
    if (countOnly) return document.numPages;
    const pages = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      pages.push(pageText((await page.getTextContent()).items));
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

const countOnly = process.argv[2] === '--count';
const results = {};
for (const path of process.argv.slice(countOnly ? 3 : 2)) {
  try {
    results[path] = { pages: await readPdf(path, countOnly) };
  } catch (error) {
    results[path] = { error: error instanceof Error ? error.message || error.name : String(error) };
  }
}
process.stdout.write(JSON.stringify(results));
