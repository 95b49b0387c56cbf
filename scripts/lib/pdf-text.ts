/**
 * The text of PDFs, page by page, for the search index: scripts/lib/pdf-text.mjs reads them in a
 * plain Node process. A file pdf.js cannot open is an error naming the file; a page with no text (a
 * scanned image) reads as "".
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

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
  const answer = await new Promise<Answer>((resolve, reject) => {
    // A plain Node, whatever loader runs this script: no TypeScript hooks, no inherited flags.
    const child = spawn(process.execPath, [reader, ...paths], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NODE_OPTIONS: '' },
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`Reading the PDFs failed: ${Buffer.concat(err).toString('utf8')}`));
      else resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as Answer);
    });
  });
  const texts = new Map<string, string[]>();
  for (const path of paths) {
    const result = answer[path];
    if (!result) throw new Error(`Reading the PDFs gave nothing for ${nameOf(path)}`);
    if ('error' in result) throw new DamagedPdfError(nameOf(path), result.error);
    texts.set(path, result.pages);
  }
  return texts;
}
