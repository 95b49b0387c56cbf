/**
 * Post-build step: the Pagefind index of every page's `data-pagefind-body` (the layout's <main>) and of
 * every served PDF, page by page (each record opens the PDF at its page), in out/pagefind. Records
 * carry a `type` filter (page or document); what every PDF prints on each page is left out. An
 * indexing error or an unreadable PDF fails the build; a PDF without text (a scan) only warns.
 */
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { documentKindLabel, siteDocuments, type SiteDocument } from '@/lib/documents';
import { dateSortKey } from '@/lib/search-order';
import { recordTypes } from '@/lib/search-text';
import { htmlTokens, withEdits, type HtmlToken, type HtmlTokens } from '@/scripts/lib/html';
import { listFiles } from '@/scripts/lib/list-files';
import { pdfTexts } from '@/scripts/lib/pdf-text';
import { publicFileText } from '@/lib/files';

/** Pagefind's ready-made interfaces and its worker: the site's own dialog loads it with `noWorker`. */
const unusedFiles = [
  ...['ui', 'modular-ui', 'component-ui'].flatMap((kind) => [`pagefind-${kind}.js`, `pagefind-${kind}.css`]),
  'pagefind-highlight.js',
  'pagefind-worker.js',
];

/**
 * Parts of <main> that are not the page's own text: left in, they stitch interface words into every
 * excerpt. Anything else that should stay out is marked `data-pagefind-ignore` where it is drawn.
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

const excluded = new Set(['404.html', '_not-found.html', 'offline.html']);

export function notIndexed(html: string): boolean {
  return htmlTokens(html).tokens.some(
    ({ name, attributes }) =>
      name === 'meta' && attributes?.name === 'robots' && /\bnoindex\b/i.test(attributes.content ?? ''),
  );
}

/** The files of out/ outside the build's own folders (`_next/`, `pagefind/`). */
const servedFiles = (outDir: string) => listFiles(outDir).filter((file) => !/(^|\/)(_[^/]*|pagefind)\//.test(file));

/** Every page's HTML file under `outDir`, with the clean URL the static server answers it on. */
export function pageFiles(outDir: string): { file: string; url: string }[] {
  return servedFiles(outDir)
    .filter((file) => file.endsWith('.html') && !excluded.has(file))
    .map((file) => ({
      file: join(outDir, file),
      url: '/' + file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''),
    }))
    .sort((a, b) => a.url.localeCompare(b.url));
}

/** Block elements the index does not end a sentence at (it does for headings, paragraphs, cells…). */
const blockTags = new Set(['address', 'blockquote', 'caption', 'dd', 'dt', 'figcaption', 'legend', 'summary', 'th']);

/** Inline in running text, but one right against another element (two links side by side) is a block of its own. */
const inlineTags = new Set('a abbr b cite code data em i mark q small span strong sub sup time'.split(' '));

function mainOf({ tokens, closing }: HtmlTokens): { at: number; close: number } | undefined {
  const at = tokens.findIndex((token) => token.kind === 'open' && token.name === 'main');
  const close = closing.get(at);
  return close === undefined ? undefined : { at, close };
}

/**
 * Wraps in a <div> (which the index ends with a full stop: "Date. March 15, 2025." rather than
 * "DateMarch 15, 2025") each element of <main> the index would run into its neighbour, so excerpts
 * read as sentences. Only the index's copy is changed, never the page.
 */
function sentenceBoundaries(page: HtmlTokens): { start: number; text: string }[] {
  const { tokens, closing } = page;
  const main = mainOf(page);
  if (!main) return [];
  // The place of the nearest tag or text beside a place inside <main>, past comments, scripts and styles.
  const unseen = (token: HtmlToken | undefined) =>
    token?.kind === 'other' || token?.name === 'script' || token?.name === 'style';
  const beside = (at: number, step: 1 | -1) => {
    let index = at + step;
    while (unseen(tokens[index])) index += step;
    return index > main.at && index < main.close ? index : -1;
  };
  // The first words inside an element: "/ year" or ", chair" go on from what stands before them.
  const carriesOn = (at: number) => {
    for (let index = at + 1; index < main.close; index++) {
      const text = tokens[index]!.kind === 'text' ? tokens[index]!.text!.trimStart() : '';
      if (text) return /^[^\p{L}\p{N}"“‘'(]/u.test(text);
    }
    return false;
  };
  // Text the index leaves out (read only by screen readers, or marked to be ignored) ends no block.
  const unread = ({ attributes = {} }: HtmlToken) =>
    /\bsr-only\b/.test(attributes.class ?? '') || 'data-pagefind-ignore' in attributes || 'download' in attributes;
  const edits: { start: number; text: string }[] = [];
  for (const [at, close] of closing) {
    const token = tokens[at]!;
    const name = token.name!;
    if (at <= main.at || close >= main.close || unread(token)) continue;
    const before = beside(at, -1);
    const next = beside(close, 1);
    const alone =
      blockTags.has(name) ||
      (inlineTags.has(name) &&
        ((tokens[before]?.kind === 'close' && !carriesOn(at)) || (tokens[next]?.kind === 'open' && !carriesOn(next))));
    if (alone) edits.push({ start: token.start, text: '<div>' }, { start: tokens[close]!.end, text: '</div>' });
  }
  return edits;
}

export function withSentenceBoundaries(html: string): string {
  return withEdits(html, sentenceBoundaries(htmlTokens(html)));
}

function indexedHtml(html: string): string {
  const page = htmlTokens(html);
  const main = mainOf(page);
  if (!main) return html;
  const filter = {
    start: page.tokens[main.at]!.start + '<main'.length,
    text: ` data-pagefind-filter="type:${recordTypes.page}"`,
  };
  return withEdits(html, [filter, ...sentenceBoundaries(page)]);
}

/** `<html lang>`: document records go into the same index as the pages. */
function pageLanguage(html: string): string {
  const root = htmlTokens(html).tokens.find((token) => token.kind === 'open' && token.name === 'html');
  return root?.attributes?.lang?.toLowerCase() || 'en';
}

/** The files and bytes of the index a visitor's browser may fetch (what is left after the step). */
function indexSize(files: { path: string; bytes: number }[]) {
  const kept = files.filter((file) => !unusedFiles.includes(file.path.split(/[\\/]/).pop()!));
  return { files: kept.length, bytes: kept.reduce((sum, file) => sum + file.bytes, 0) };
}

const indexSizeOnDisk = (dir: string) =>
  indexSize(listFiles(dir).map((path) => ({ path, bytes: statSync(join(dir, path)).size })));

/** The index written at `dir`, with its records of documents' pages and their fragments' bytes, for the benchmark. */
export function indexReport(dir: string) {
  const fragments = join(dir, 'fragment');
  let documentRecords = 0;
  let documentFragmentBytes = 0;
  for (const name of readdirSync(fragments)) {
    const bytes = readFileSync(join(fragments, name));
    const text = gunzipSync(bytes).toString('utf8');
    const { url } = JSON.parse(text.slice(text.indexOf('{'))) as { url: string };
    if (!/\.pdf#page=\d+$/.test(url)) continue;
    documentRecords += 1;
    documentFragmentBytes += bytes.length;
  }
  return { ...indexSizeOnDisk(dir), documentRecords, documentFragmentBytes };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const describeSize = (size: ReturnType<typeof indexSize>) => `${size.files} files, ${kb(size.bytes)}`;

/** A line as boilerplate is recognised: any number the same. */
const lineKey = (line: string) => line.trim().replace(/\s+/g, ' ').replace(/\d+/g, '#').toLowerCase();

/** A page number line: "Page 2", "Page 2 of 8", or a title ending "- Page 2 of 8". */
const pageNumberLine = /(^|\s[-–|]\s)page #( of #)?$/;

/**
 * The documents' texts (each a list of its pages') without running heads, footers, the address block
 * and page numbers, which would match the institute's name in every PDF: a line is boilerplate when
 * it stands on at least half of the documents (three or more), on at least 60% of a document's pages
 * (when it has three or more), or is a page number.
 */
export function withoutBoilerplate(documents: string[][]): string[][] {
  const withText = documents.filter((pages) => pages.some((page) => page.trim()));
  const documentsWith = new Map<string, number>();
  for (const pages of withText) {
    for (const key of new Set(pages.flatMap((page) => page.split('\n').map(lineKey)))) {
      documentsWith.set(key, (documentsWith.get(key) ?? 0) + 1);
    }
  }
  const everywhere = (key: string) =>
    withText.length >= 3 && (documentsWith.get(key) ?? 0) >= Math.max(3, withText.length / 2);
  return documents.map((pages) => {
    const pagesWith = new Map<string, number>();
    for (const page of pages) {
      for (const key of new Set(page.split('\n').map(lineKey))) pagesWith.set(key, (pagesWith.get(key) ?? 0) + 1);
    }
    const running = (key: string) => pages.length >= 3 && (pagesWith.get(key) ?? 0) >= pages.length * 0.6;
    return pages.map((page) =>
      page
        .split('\n')
        .filter((line) => {
          const key = lineKey(line);
          return key !== '' && !pageNumberLine.test(key) && !everywhere(key) && !running(key);
        })
        .join('\n'),
    );
  });
}

const wordsOf = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

/**
 * The masthead a document's first page opens with (the lines that spell its title, and a short line
 * under them that ends no sentence), which the search dialog skips in the excerpt; empty if none.
 */
export function mastheadOf(text: string, title: string): string {
  const titleWords = wordsOf(title);
  const lines = text.split('\n').filter((line) => line.trim());
  let spelled = '';
  for (const [at, line] of lines.entries()) {
    spelled = [spelled, wordsOf(line)].filter(Boolean).join(' ');
    if (spelled === titleWords) {
      const next = lines[at + 1]?.trim() ?? '';
      // A subtitle is short (a kind and a date).
      const subtitle = next && wordsOf(next).split(' ').length <= 10 && !/[.!?]$/.test(next);
      return lines.slice(0, at + (subtitle ? 2 : 1)).join('\n');
    }
    if (!titleWords.startsWith(`${spelled} `)) return '';
  }
  return '';
}

/** Words a line that runs on into the next one ends with. */
const runOnWords = new Set('a an and as at by for from in into of on or plus than that the to under with'.split(' '));

/**
 * A document page's text with a full stop after each line that ends a block (a heading, a row, a list
 * item): one that ends with no punctuation nor a word that carries on, is clearly shorter than the
 * document's `longest` line, and is followed by a line starting with a capital or a digit.
 */
export function withSentenceEnds(text: string, longest: number): string {
  const lines = text.split('\n');
  return lines
    .map((line, at) => {
      const next = lines[at + 1]?.trim() ?? '';
      const trimmed = line.trimEnd();
      const last = trimmed.match(/[\p{L}\p{N}]+$/u)?.[0]?.toLowerCase();
      const ends =
        last !== undefined &&
        /^[\p{Lu}\p{N}]/u.test(next) &&
        // A wrapped line of running text is at least 80% of the longest.
        trimmed.trim().length < longest * 0.8 &&
        !runOnWords.has(last);
      return ends ? `${trimmed}.` : line;
    })
    .join('\n');
}

/** One record per page of the document that has text. */
function documentRecords(document: SiteDocument, pages: string[]) {
  const kind = documentKindLabel(document.kind);
  const masthead = pages[0] ? mastheadOf(pages[0], document.title) : '';
  const longest = Math.max(0, ...pages.flatMap((page) => page.split('\n').map((line) => line.trim().length)));
  return pages.flatMap((content, index) =>
    content.trim()
      ? [
          {
            // Browsers' PDF viewers open the file at `#page=`.
            url: `${document.file}#page=${index + 1}`,
            content: withSentenceEnds(content, longest),
            meta: {
              title: document.title,
              kind,
              page: String(index + 1),
              pages: String(pages.length),
              ...(document.page ? { item: document.page } : {}),
              ...(index === 0 && masthead ? { masthead } : {}),
            },
            filters: { type: [recordTypes.document], kind: [kind] },
            // Dated like the item's page, so the two rank alike among equal matches.
            ...(document.date ? { sort: { [dateSortKey]: document.date } } : {}),
          },
        ]
      : [],
  );
}

export async function writeSearchIndex({
  outDir = 'out',
  documents = siteDocuments(),
  log = console,
}: {
  outDir?: string;
  documents?: SiteDocument[];
  log?: Pick<Console, 'log' | 'warn'>;
} = {}) {
  const pagefind = await import('pagefind');
  const outputPath = join(outDir, 'pagefind');
  rmSync(outputPath, { recursive: true, force: true });
  try {
    const { index, errors } = await pagefind.createIndex({ excludeSelectors });
    if (!index) throw new Error(`Pagefind: ${errors.join('; ')}`);
    const pages = pageFiles(outDir);
    let indexed = 0;
    let language = 'en';
    for (const page of pages) {
      const html = readFileSync(page.file, 'utf8');
      if (page.url === '/') language = pageLanguage(html);
      // A noindex page repeats another (a list's page 1 is the list): its results would show twice.
      if (notIndexed(html)) continue;
      // Clean URLs (not addDirectory's "/about/background.html"), so results link with no redirect.
      const added = await index.addHTMLFile({ url: page.url, content: indexedHtml(html) });
      if (added.errors.length) throw new Error(`Pagefind could not index ${page.url}: ${added.errors.join('; ')}`);
      if (added.file.uniqueWords > 0) indexed += 1;
    }
    if (indexed === 0) throw new Error('Pagefind indexed no page: is data-pagefind-body on <main>?');

    const pagesOnly = await index.getFiles();
    if (pagesOnly.errors.length) throw new Error(`Pagefind: ${pagesOnly.errors.join('; ')}`);
    const before = indexSize(pagesOnly.files.map((file) => ({ path: file.path, bytes: file.content.length })));

    const known = new Set(documents.map((document) => document.file));
    const servedPdfs = servedFiles(outDir).filter((file) => /\.pdf$/i.test(file));
    for (const file of servedPdfs.map((path) => `/${path}`).filter((path) => !known.has(path))) {
      log.warn(
        `search index: warning: ${file} is served but no content entry links it, so it has no title and is not indexed`,
      );
    }
    // One reading of every PDF; a file pdf.js cannot read stops the build, naming it.
    const pathOf = (document: SiteDocument) => join(outDir, document.file);
    const texts = await pdfTexts(
      documents.map(pathOf),
      (path) => `public/${relative(outDir, path).split(sep).join('/')}`,
    );
    const ownTexts = withoutBoilerplate(documents.map((document) => texts.get(pathOf(document)) ?? []));
    let documentsIndexed = 0;
    let documentPages = 0;
    for (const [at, document] of documents.entries()) {
      const all = documentRecords(document, ownTexts[at]!);
      if (all.length === 0) {
        log.warn(
          `search index: warning: public${document.file} ("${document.title}") has no text to index (a scanned image?); search will not find what it says`,
        );
        continue;
      }
      // A page that shows the PDF's text (a bulletin's) is the result for the PDF pages it shows.
      const shown = document.textOnPage ? (publicFileText(document.file)?.shownPages ?? 0) : 0;
      const records = all.filter((record) => Number(record.meta.page) > shown);
      for (const record of records) {
        const added = await index.addCustomRecord({ ...record, language });
        if (added.errors.length) throw new Error(`Pagefind could not index ${record.url}: ${added.errors.join('; ')}`);
      }
      documentsIndexed += 1;
      documentPages += records.length;
    }

    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind could not write the index: ${written.errors.join('; ')}`);
    for (const file of unusedFiles) rmSync(join(outputPath, file), { force: true });
    const after = indexSizeOnDisk(outputPath);
    log.log(
      `search index: ${indexed} of ${pages.length} pages and ${documentsIndexed} of ${documents.length} documents (${documentPages} PDF pages) indexed into ${outputPath}`,
    );
    log.log(
      `search index: size ${describeSize(after)} (pages alone ${describeSize(before)}; documents add ${kb(after.bytes - before.bytes)}); nothing of it loads before a visitor opens the search`,
    );
    return { pages: indexed, documents: documentsIndexed, documentPages, before, after };
  } finally {
    await pagefind.close();
  }
}

export const searchIndexStep = { name: 'search index', run: () => writeSearchIndex() };
