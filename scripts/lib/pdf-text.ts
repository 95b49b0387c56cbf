/**
 * The text of PDFs, page by page, read by scripts/lib/pdf-text.mjs in a plain Node process. A file
 * pdf.js cannot open is an error naming the file; a page with no text (a scan) reads as "".
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

export class DamagedPdfError extends Error {
  constructor(
    readonly file: string,
    reason: string,
  ) {
    super(`${file} is not a readable PDF (${reason}): replace it with a working file`);
    this.name = 'DamagedPdfError';
  }
}

const reader = join(__dirname, 'pdf-text.mjs');

type Answer = Record<string, { pages: string[] } | { error: string }>;

/**
 * The text of every page of each PDF, by its path on disk. `nameOf` gives the name an error uses
 * (the file as an editor knows it, e.g. public/documents/charter.pdf).
 */
export async function pdfTexts(paths: string[], nameOf: (path: string) => string = (path) => path) {
  if (paths.length === 0) return new Map<string, string[]>();
  // A plain Node, whatever loader runs this script: no TypeScript hooks, no inherited flags.
  const { stdout } = await promisify(execFile)(process.execPath, [reader, ...paths], {
    env: { ...process.env, NODE_OPTIONS: '' },
    maxBuffer: Infinity,
  }).catch((error: { stderr?: string }) => {
    throw new Error(`Reading the PDFs failed: ${error.stderr}`);
  });
  const answer = JSON.parse(stdout) as Answer;
  const texts = new Map<string, string[]>();
  for (const path of paths) {
    const result = answer[path];
    if (!result) throw new Error(`Reading the PDFs gave nothing for ${nameOf(path)}`);
    if ('error' in result) throw new DamagedPdfError(nameOf(path), result.error);
    texts.set(path, result.pages);
  }
  return texts;
}
