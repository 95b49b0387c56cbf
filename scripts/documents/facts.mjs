/**
 * The documents step of `npm run build` and `npm run dev`, before Next renders: each PDF and ZIP under
 * public/ (its size, a PDF's pages and first pages' text runs, a ZIP's file count), by address, in
 * .generated/documents.json for lib/files.ts. An entry is kept while its file's SHA-256 is the same; a
 * file that cannot be read is stated by its size alone, with a warning. Plain Node, so pdf.js loads fast.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { unzipSync } from 'fflate';

export const manifestPath = '.generated/documents.json';

/** The pages of a PDF whose text runs are kept: a page shows at most a long document's first part (lib/files.ts). */
const textPages = 4;

/** The files a ZIP holds, folders left out, from its directory: nothing is unpacked. */
function zipFiles(bytes) {
  let files = 0;
  unzipSync(bytes, {
    filter: (entry) => {
      if (!entry.name.endsWith('/')) files += 1;
      return false;
    },
  });
  return files;
}

export async function writeDocumentFacts(root, log = console) {
  const publicDir = join(root, 'public');
  const file = join(root, manifestPath);
  let previous = {};
  try {
    previous = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    // No manifest yet: every file is read.
  }
  const paths = readdirSync(publicDir, { recursive: true })
    .filter((path) => /\.(pdf|zip)$/i.test(path))
    .map((path) => `/${path.split(sep).join('/')}`)
    .sort();
  const facts = {};
  let read = 0;
  for (const path of paths) {
    const bytes = readFileSync(join(publicDir, path));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    // An entry of a PDF from before the manifest kept text (no `text`) is read again, once.
    if (previous[path]?.sha256 === sha256 && (/\.zip$/i.test(path) || previous[path].text)) {
      facts[path] = previous[path];
      continue;
    }
    read += 1;
    const entry = { bytes: bytes.length, sha256 };
    try {
      if (/\.zip$/i.test(path)) entry.files = zipFiles(bytes);
      else {
        // pdf.js loads only when a PDF is new or replaced.
        const { readPdf } = await import('../lib/pdf-text.mjs');
        entry.text = [];
        const { count, pages } = await readPdf(bytes, { runs: textPages });
        if (count > 0) entry.pages = count;
        // Only a PDF with text has runs (a scanned image has none): `text` stays [] for it.
        if (pages.some((page) => page.runs.length > 0)) entry.text = pages;
      }
    } catch (error) {
      log.warn(
        `documents: warning: public${path} cannot be read (${error instanceof Error ? error.message : error}); pages state its size alone`,
      );
    }
    facts[path] = entry;
  }
  mkdirSync(dirname(file), { recursive: true });
  // Written whole and then renamed: a page rendering meanwhile never reads half a file.
  writeFileSync(`${file}.${process.pid}`, `${JSON.stringify(facts, null, 2)}\n`);
  renameSync(`${file}.${process.pid}`, file);
  log.log(`documents: ${paths.length} PDF and ZIP files under public/ (${read} read) into ${manifestPath}`);
  return facts;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeDocumentFacts(process.cwd());
}
