/**
 * Counts the pages of PDFs with pdf.js (the library the site's PDF viewer uses), for the facts the
 * site states of a file ("4 pages"). Plain Node on purpose, as scripts/lib/pdf-text.mjs: lib/files.ts
 * runs it once for every PDF whose count it has not cached yet.
 *
 *   node scripts/lib/pdf-pages.mjs file.pdf ...
 *
 * prints one JSON object: for each file, either `{ "pages": 4 }` or `{ "error": "why pdf.js could
 * not read it" }`.
 */
import { readFileSync } from 'node:fs';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';

async function countPages(path) {
  const document = await getDocument({
    data: new Uint8Array(readFileSync(path)),
    verbosity: VerbosityLevel.ERRORS,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
  }).promise;
  try {
    return document.numPages;
  } finally {
    await document.destroy();
  }
}

const results = {};
for (const path of process.argv.slice(2)) {
  try {
    results[path] = { pages: await countPages(path) };
  } catch (error) {
    results[path] = { error: error instanceof Error ? error.message || error.name : String(error) };
  }
}
process.stdout.write(JSON.stringify(results));
