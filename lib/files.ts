import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { blocksFromPdfText, type Block } from './document-blocks';
import { fileFactsText, type FileFactWords } from './format';
import { generatedJson } from './image-manifest';

/** A file's size and, for a PDF or a ZIP that could be read, its pages or files. */
interface FileFacts {
  bytes: number;
  pages?: number;
  files?: number;
}

/** A PDF page's text runs as the documents step keeps them: `[text, x, y, width, height]`. */
interface TextPage {
  height: number;
  runs: [string, number, number, number, number][];
}

/** Written by the documents step of the build (scripts/documents/facts.mjs). */
const manifestPath = join('.generated', 'documents.json');
type Entry = FileFacts & { text?: TextPage[] };
const documentFacts = generatedJson<Record<string, Entry>>(
  'documents.json',
  `The documents’ facts ${manifestPath} are missing: npm run build and npm run dev make them (or run npm run documents)`,
);

/**
 * The size and the pages or files of a PDF or ZIP under public/ (server components only). A missing
 * file fails the build, so no page links a document that does not exist.
 */
export function publicFileFacts(publicPath: string): FileFacts {
  const entry = manifestEntry(publicPath);
  return { bytes: entry.bytes, pages: entry.pages, files: entry.files };
}

function manifestEntry(publicPath: string): Entry {
  const entry = documentFacts()[publicPath];
  if (!entry && !existsSync(join(process.cwd(), 'public', publicPath)))
    throw new Error(`Linked file is missing: public${publicPath}`);
  if (!entry)
    throw new Error(`public${publicPath} is not in ${manifestPath}: run npm run documents (npm run build runs it)`);
  return entry;
}

/** About how much of a PDF's text its page shows: a few screens, then "Read the whole document". */
const textLength = 6000;

interface PdfPageText {
  blocks: Block[];
  /** How many of the PDF's first pages the blocks hold. */
  shownPages: number;
  pages: number;
}

/**
 * A PDF's text as blocks, or undefined for a PDF without text (a scan). A long document gives its
 * first whole pages, about `textLength` characters of them (at least one page).
 */
export function publicFileText(publicPath: string): PdfPageText | undefined {
  const entry = manifestEntry(publicPath);
  const text = entry.text ?? [];
  let shownPages = 0;
  for (let length = 0; shownPages < text.length; shownPages += 1) {
    length += text[shownPages]!.runs.reduce((sum, [run]) => sum + run.length, 0);
    if (shownPages > 0 && length > textLength) break;
  }
  const pages = text.slice(0, shownPages).map((page) => ({
    height: page.height,
    items: page.runs.map(([str, x, y, width, height]) => ({ str, transform: [1, 0, 0, 1, x, y], width, height })),
  }));
  const blocks = blocksFromPdfText(pages).filter((block) => block.kind !== 'pagebreak');
  return blocks.length > 0 ? { blocks, shownPages, pages: entry.pages ?? shownPages } : undefined;
}

/** "12 pages, 1.4 MB", "2 files": a file's facts as its download states them. */
export function publicFileFactsText(publicPath: string, words: FileFactWords): string {
  return fileFactsText(publicFileFacts(publicPath), words);
}
