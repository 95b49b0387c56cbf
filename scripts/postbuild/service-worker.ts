/**
 * Post-build step: out/sw.js, worker/sw.ts bundled with esbuild, with @serwist/build's precache list
 * of lib/offline.ts's pages and the assets they load, each revisioned by its hash.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  htmlFileOfPage,
  pageOfHtmlFile,
  precacheBudgetBytes,
  assetsOfPage,
  precachedPages,
  serviceWorkerUrl,
} from '@/lib/offline';

const repoRoot = join(__dirname, '..', '..');

export { assetsOfPage };

export function precacheFiles(outDir: string, pages: readonly string[] = precachedPages): string[] {
  const files = new Set<string>();
  for (const page of pages) {
    const file = htmlFileOfPage(page);
    files.add(file);
    for (const asset of assetsOfPage(readFileSync(join(outDir, file), 'utf8'))) files.add(asset);
  }
  return [...files].sort();
}

/** The precache's URL for a file of out/: pages by their clean URL, assets by their path. */
export function precacheUrlOf(file: string): string {
  return file.endsWith('.html') ? pageOfHtmlFile(file) : `/${file}`;
}

export interface PrecacheReport {
  entries: { url: string; bytes: number; gzipBytes: number }[];
  gzipBytes: number;
}

export function precacheReport(outDir: string, files: string[]): PrecacheReport {
  const entries = files.map((file) => {
    const content = readFileSync(join(outDir, file));
    return { url: precacheUrlOf(file), bytes: content.length, gzipBytes: gzipSync(content, { level: 9 }).length };
  });
  return { entries, gzipBytes: entries.reduce((sum, entry) => sum + entry.gzipBytes, 0) };
}

/** The URLs a built worker precaches, read back from its text. */
export function precachedUrls(serviceWorker: string): string[] {
  return [...serviceWorker.matchAll(/\{[^{}]*?"?url"?\s*:\s*"([^"]+)"[^{}]*\}/g)].map((match) => match[1]!);
}

export async function writeServiceWorker({ root = repoRoot, log = console } = {}): Promise<PrecacheReport> {
  const outDir = join(root, 'out');
  const wanted = new Set(precacheFiles(outDir));
  const scratch = mkdtempSync(join(tmpdir(), 'eik-sw-'));
  try {
    const bundled = join(scratch, 'sw.js');
    // Loaded here, not at the top: the pure helpers above are unit-tested without it.
    const { build } = await import('esbuild');
    await build({
      entryPoints: [join(root, 'worker', 'sw.ts')],
      outfile: bundled,
      bundle: true,
      format: 'iife',
      platform: 'browser',
      target: 'es2020',
      minify: true,
      legalComments: 'none',
      define: { 'process.env.NODE_ENV': '"production"' },
      logLevel: 'warning',
    });
    const { injectManifest } = await import('@serwist/build');
    const result = await injectManifest({
      swSrc: bundled,
      swDest: join(outDir, serviceWorkerUrl.slice(1)),
      globDirectory: outDir,
      globPatterns: ['**/*.html', '_next/static/**/*.{js,css}'],
      // Fingerprinted names: the name is the revision.
      dontCacheBustURLsMatching: /^_next\/static\//,
      manifestTransforms: [
        (entries) => ({
          manifest: entries
            .filter((entry) => wanted.has(entry.url))
            .map((entry) => ({ ...entry, url: precacheUrlOf(entry.url) })),
          warnings: [],
        }),
      ],
    });
    for (const warning of result.warnings) log.warn(`service worker: ${warning}`);
    if (result.count !== wanted.size) {
      throw new Error(
        `service worker: ${result.count} of ${wanted.size} files precached; is a page missing from out/?`,
      );
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const report = precacheReport(outDir, [...wanted]);
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  log.log(
    `service worker: ${report.entries.length} files precached, ${kb(report.gzipBytes)} gzipped (budget ${kb(precacheBudgetBytes)})`,
  );
  if (report.gzipBytes > precacheBudgetBytes) {
    log.warn(`service worker: the precache is over its budget; the first visit downloads all of it`);
  }
  return report;
}

export const serviceWorkerStep = { name: 'service worker (out/sw.js)', run: () => writeServiceWorker() };
