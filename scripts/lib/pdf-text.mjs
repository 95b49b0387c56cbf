/**
 * Reads PDFs with pdf.js, in plain Node: through the TypeScript loader pdf.js loads many times slower.
 * `node scripts/lib/pdf-text.mjs file.pdf ...` (scripts/lib/pdf-text.ts) prints, for each file,
 * `{ "pages": ["text of page 1", ...] }` or `{ "error": "why pdf.js could not read it" }`.
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

/**
 * A page's text runs as `[text, x, y, width, height]` (lib/document-blocks.ts turns them into blocks),
 * numbers to a tenth of a unit: enough to tell lines and columns apart, and a short manifest.
 */
function pageRuns(items) {
  const tenth = (value) => Math.round(value * 10) / 10;
  return items
    .filter((item) => typeof item.str === 'string' && item.str.trim())
    .map((item) => [
      item.str,
      tenth(item.transform[4]),
      tenth(item.transform[5]),
      tenth(item.width),
      tenth(item.height),
    ]);
}

/**
 * A PDF's page count and the text of each page; with `runs`, the text runs and height of its first
 * `runs` pages instead. Throws when pdf.js cannot read it.
 */
export async function readPdf(bytes, { runs = 0 } = {}) {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  try {
    const pages = [];
    for (let number = 1; number <= (runs ? Math.min(runs, document.numPages) : document.numPages); number += 1) {
      const page = await document.getPage(number);
      const { items } = await page.getTextContent();
      pages.push(runs ? { height: page.view[3] - page.view[1], runs: pageRuns(items) } : pageText(items));
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
