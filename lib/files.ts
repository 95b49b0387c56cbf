import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileFactsText, formatBytes, type FileFactWords } from './format';

/**
 * Size of a file under public/, measured at build time (server components only). A missing file
 * fails the build, so no page can link a document that does not exist.
 */
export function publicFileBytes(publicPath: string): number {
  const file = join(process.cwd(), 'public', publicPath);
  try {
    return statSync(file).size;
  } catch {
    throw new Error(`Linked file is missing: public${publicPath}`);
  }
}

export function publicFileSize(publicPath: string): string {
  return formatBytes(publicFileBytes(publicPath));
}

/** What a page can state of a file: its size and, for a PDF or a ZIP that could be read, its pages or files. */
export interface FileFacts {
  bytes: number;
  pages?: number;
  files?: number;
}

/** A PDF's count as cached: `pages` null when pdf.js could not read the file. */
interface CachedCount {
  size: number;
  mtimeMs: number;
  pages: number | null;
}

/**
 * The page counts of every PDF under public/, kept between builds in .generated/ (beside the image
 * manifest) and keyed by each file's size and time, so a replaced PDF is counted again. Counting
 * starts pdf.js once, in a plain Node process (scripts/lib/pdf-text.mjs --count), for all the PDFs not
 * counted yet: a build reads each file once, however many pages state its facts.
 */
const cacheFile = join(process.cwd(), '.generated', 'pdf-pages.json');
const counter = join(process.cwd(), 'scripts', 'lib', 'pdf-text.mjs');
let counts: Record<string, CachedCount> | undefined;
/** The PDFs this process has tried to count: one it could not is not counted again on every page. */
const tried = new Set<string>();

function readCache(): Record<string, CachedCount> {
  try {
    return JSON.parse(readFileSync(cacheFile, 'utf8')) as Record<string, CachedCount>;
  } catch {
    return {};
  }
}

function pdfsUnder(folder: string): string[] {
  let entries;
  try {
    entries = readdirSync(folder, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return pdfsUnder(path);
    return entry.isFile() && entry.name.toLowerCase().endsWith('.pdf') ? [path] : [];
  });
}

/** "/documents/charter.pdf" for public/documents/charter.pdf. */
function publicKey(path: string): string {
  return `/${relative(join(process.cwd(), 'public'), path).split(sep).join('/')}`;
}

function isFresh(cached: CachedCount | undefined, size: number, mtimeMs: number): boolean {
  return cached !== undefined && cached.size === size && cached.mtimeMs === mtimeMs;
}

/** Counts the pages of every PDF under public/ the cache does not hold as it is now, and caches them. */
function countStalePdfs(cache: Record<string, CachedCount>): Record<string, CachedCount> {
  const stale = pdfsUnder(join(process.cwd(), 'public')).flatMap((path) => {
    const { size, mtimeMs } = statSync(path);
    return isFresh(cache[publicKey(path)], size, mtimeMs) ? [] : [{ path, size, mtimeMs }];
  });
  if (stale.length === 0) return cache;
  for (const file of stale) tried.add(publicKey(file.path));
  const run = spawnSync(process.execPath, [counter, '--count', ...stale.map((file) => file.path)], {
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
    maxBuffer: 16 * 1024 * 1024,
  });
  let answer: Record<string, { pages: number } | { error: string }> = {};
  try {
    if (run.status === 0) answer = JSON.parse(run.stdout);
  } catch {
    // No count for any of them: each falls back to its size alone, and the next build tries again.
  }
  const next = { ...cache };
  for (const file of stale) {
    const result = answer[file.path];
    if (!result) continue;
    next[publicKey(file.path)] = {
      size: file.size,
      mtimeMs: file.mtimeMs,
      pages: 'pages' in result && result.pages > 0 ? result.pages : null,
    };
  }
  try {
    // Written whole and then renamed: builds that render pages side by side never read half a file.
    mkdirSync(join(process.cwd(), '.generated'), { recursive: true });
    const temporary = `${cacheFile}.${process.pid}`;
    writeFileSync(temporary, JSON.stringify(next, null, 2));
    renameSync(temporary, cacheFile);
  } catch {
    // Only the cache is lost: the counts hold for this process.
  }
  return next;
}

/**
 * The number of pages of a PDF under public/, from the file itself; undefined when it cannot be
 * read (the page then states its size alone).
 */
export function publicPdfPages(publicPath: string): number | undefined {
  if (!publicPath.toLowerCase().endsWith('.pdf')) return undefined;
  const { size, mtimeMs } = statSync(join(process.cwd(), 'public', publicPath));
  counts ??= readCache();
  if (!isFresh(counts[publicPath], size, mtimeMs) && !tried.has(publicPath)) counts = countStalePdfs(counts);
  const cached = counts[publicPath];
  return isFresh(cached, size, mtimeMs) && cached!.pages !== null ? cached!.pages : undefined;
}

/**
 * The files a ZIP under public/ holds, folders left out, from its central directory (the list at
 * the archive's end: read in one go, no unpacking); undefined when it is not a ZIP or cannot be read.
 */
export function publicZipFiles(publicPath: string): number | undefined {
  if (!publicPath.toLowerCase().endsWith('.zip')) return undefined;
  const zip = readFileSync(join(process.cwd(), 'public', publicPath));
  // The end record (signature 0x06054b50) sits in the last 22 bytes, or before a comment of up to 64 KB.
  for (let end = zip.length - 22; end >= Math.max(0, zip.length - 22 - 0xffff); end--) {
    if (zip.readUInt32LE(end) !== 0x06054b50) continue;
    const entries = zip.readUInt16LE(end + 10);
    let at = zip.readUInt32LE(end + 16);
    let files = 0;
    for (let entry = 0; entry < entries; entry++) {
      if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) return undefined;
      const nameLength = zip.readUInt16LE(at + 28);
      const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
      if (!name.endsWith('/')) files++;
      at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    }
    return files;
  }
  return undefined;
}

/** The size and the pages or files of a file under public/: what its download states. */
export function publicFileFacts(publicPath: string): FileFacts {
  const bytes = publicFileBytes(publicPath);
  return { bytes, pages: publicPdfPages(publicPath), files: publicZipFiles(publicPath) };
}

/** "12 pages, 1.4 MB", "3 pages", "2 files", "14.2 KB": a file's facts as its download states them (lib/format.ts). */
export function publicFileFactsText(publicPath: string, words: FileFactWords): string {
  return fileFactsText(publicFileFacts(publicPath), words);
}
