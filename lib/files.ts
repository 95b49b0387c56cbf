import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileFactsText, type FileFactWords } from './format';

/** What a page can state of a file: its size and, for a PDF or a ZIP that could be read, its pages or files. */
export interface FileFacts {
  bytes: number;
  pages?: number;
  files?: number;
}

/** Written by the documents step of the build (scripts/documents/facts.mjs) before Next renders. */
const manifestPath = join('.generated', 'documents.json');
let manifest: { writtenAt: number; facts: Record<string, FileFacts> } | undefined;

/** The manifest, read again when the documents step rewrote it (a file replaced under `npm run dev`). */
function documentFacts(): Record<string, FileFacts> {
  const file = join(process.cwd(), manifestPath);
  let writtenAt: number;
  try {
    writtenAt = statSync(file).mtimeMs;
  } catch {
    throw new Error(
      `The documents’ facts ${manifestPath} are missing: npm run build and npm run dev make them (or run npm run documents)`,
    );
  }
  if (manifest?.writtenAt !== writtenAt) manifest = { writtenAt, facts: JSON.parse(readFileSync(file, 'utf8')) };
  return manifest.facts;
}

/**
 * The size and the pages or files of a PDF or ZIP under public/, as the documents step measured
 * them (server components only). A missing file fails the build, so no page links a document that
 * does not exist.
 */
export function publicFileFacts(publicPath: string): FileFacts {
  const entry = documentFacts()[publicPath];
  if (!entry && !existsSync(join(process.cwd(), 'public', publicPath)))
    throw new Error(`Linked file is missing: public${publicPath}`);
  if (!entry)
    throw new Error(`public${publicPath} is not in ${manifestPath}: run npm run documents (npm run build runs it)`);
  return { bytes: entry.bytes, pages: entry.pages, files: entry.files };
}

/** "12 pages, 1.4 MB", "3 pages", "2 files", "14.2 KB": a file's facts as its download states them (lib/format.ts). */
export function publicFileFactsText(publicPath: string, words: FileFactWords): string {
  return fileFactsText(publicFileFacts(publicPath), words);
}
