/**
 * Post-build step: the static full-text search index (Pagefind) of every exported page, written to
 * out/pagefind. Only the element marked `data-pagefind-body` (the layout's <main>) is indexed, so the
 * header, footer, menus and dialogs never match. Any indexing error fails the build.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Pagefind's ready-made interfaces: the site has its own dialog, so these are never requested.
 * The worker is unused too (the dialog loads Pagefind with `noWorker`).
 */
const unusedFiles = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  'pagefind-worker.js',
];

/**
 * Parts of <main> that are not the page's own text. Navigation (breadcrumbs, pagination) repeats on
 * many pages; forms, buttons, download links and live status lines are controls; screen-reader-only
 * text repeats what is visible ("Download PDF: <title>"). Left in, they stitch interface words into
 * every excerpt. Anything else that should stay out is marked `data-pagefind-ignore` where it is drawn.
 */
export const excludeSelectors = [
  'nav',
  'form',
  'button',
  'select',
  'dialog',
  'a[download]',
  '[role="status"]',
  '.sr-only',
];

/** Exported files that are not pages a visitor should be sent to. */
const excluded = new Set(['404.html', '_not-found.html', 'offline.html']);

/** Every page's HTML file under `outDir`, with the clean URL the static server answers it on. */
export function pageFiles(outDir: string): { file: string; url: string }[] {
  const pages: { file: string; url: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!entry.name.startsWith('_') && entry.name !== 'pagefind') walk(path);
        continue;
      }
      const rel = relative(outDir, path).split(sep).join('/');
      if (!entry.name.endsWith('.html') || excluded.has(rel)) continue;
      // The export writes /about/background as about/background.html and serves it without ".html".
      const url = '/' + rel.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '');
      pages.push({ file: path, url });
    }
  };
  walk(outDir);
  return pages.sort((a, b) => a.url.localeCompare(b.url));
}

export async function writeSearchIndex({
  outDir = 'out',
  log = console,
}: { outDir?: string; log?: Pick<Console, 'log'> } = {}) {
  // pagefind is an ES module; this script may run as CommonJS.
  const pagefind = await import('pagefind');
  const outputPath = join(outDir, 'pagefind');
  rmSync(outputPath, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors });
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const pages = pageFiles(outDir);
    let indexed = 0;
    for (const page of pages) {
      // Explicit clean URLs (rather than addDirectory's "/about/background.html"), so results link
      // to the address every page is known by, with no redirect.
      const added = await index.addHTMLFile({ url: page.url, content: readFileSync(page.file, 'utf8') });
      if (added.errors.length) throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
      if (added.file.uniqueWords > 0) indexed += 1;
    }
    if (indexed === 0) throw new Error('Pagefind indexed no page: is data-pagefind-body on <main>?');
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    for (const file of unusedFiles) rmSync(join(outputPath, file), { force: true });
    log.log(`search index: ${indexed} of ${pages.length} pages indexed into ${outputPath}`);
  } finally {
    await pagefind.close();
  }
}

export const searchIndexStep = { name: 'search index', run: () => writeSearchIndex() };
