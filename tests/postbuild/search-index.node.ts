/**
 * The search index step on a tiny site made here: a page and PDFs written by pdf-lib (one with text
 * on two pages, one with no text like a scan, one damaged). Pagefind and pdf.js are ES modules that
 * Jest cannot load, so this runs on Node's test runner (`npm run test:node`).
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { gunzipSync } from 'node:zlib';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { search } from '../../content/search';
import type { SiteDocument } from '../../lib/documents';
import {
  mastheadOf,
  withSentenceBoundaries,
  withSentenceEnds,
  withoutBoilerplate,
  writeSearchIndex,
} from '../../scripts/postbuild/search-index';

let outDir = '';

function write(file: string, content: string | Uint8Array) {
  mkdirSync(dirname(join(outDir, file)), { recursive: true });
  writeFileSync(join(outDir, file), content);
}

/** A PDF with one page per text (an empty text: a page with only a drawing, as a scan has no text). */
async function pdf(pages: string[]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  for (const text of pages) {
    const page = document.addPage([300, 200]);
    if (text) page.drawText(text, { x: 20, y: 150, size: 12, font });
    else page.drawRectangle({ x: 20, y: 20, width: 200, height: 100, color: rgb(0.5, 0.5, 0.5) });
  }
  return document.save();
}

function captured() {
  const lines = { log: [] as string[], warn: [] as string[] };
  return { lines, log: { log: (line: string) => lines.log.push(line), warn: (line: string) => lines.warn.push(line) } };
}

/** Every record the index holds: its address, text, title and filters. */
function records(): {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}[] {
  const dir = join(outDir, 'pagefind', 'fragment');
  return readdirSync(dir).map((name) => {
    const text = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    return JSON.parse(text.slice(text.indexOf('{')));
  });
}

const guide: SiteDocument = { file: '/documents/guide.pdf', title: 'Wetland Survey Guide', kind: 'resource' };
const scan: SiteDocument = { file: '/documents/scan.pdf', title: 'Signed Minutes', kind: 'agm' };
const broken: SiteDocument = { file: '/documents/broken.pdf', title: 'Broken Bulletin', kind: 'bulletin' };

beforeEach(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'search-index-test-'));
  write(
    'index.html',
    '<!DOCTYPE html><html lang="en"><head><title>Home</title></head><body><main data-pagefind-body><h1>Home</h1><p>Welcome to the institute of practitioners.</p></main></body></html>',
  );
  write(guide.file, await pdf(['Counting herons at dawn', 'Papyrus margins recover slowly']));
});

afterEach(() => rmSync(outDir, { recursive: true, force: true }));

describe('search index step', () => {
  it('indexes each page of a PDF with text as a record that opens the PDF at that page, titled from content', async () => {
    const { log } = captured();
    await writeSearchIndex({ outDir, documents: [guide], log });
    const pages = records().filter((record) => record.url.startsWith(guide.file));
    assert.deepEqual(pages.map((record) => record.url).sort(), [`${guide.file}#page=1`, `${guide.file}#page=2`]);
    const second = pages.find((record) => record.url.endsWith('#page=2'))!;
    assert.match(second.content, /Papyrus margins recover slowly/);
    assert.deepEqual(second.meta, { title: guide.title, kind: search.kinds.resource, page: '2', pages: '2' });
    assert.deepEqual(second.filters, { type: ['document'], kind: [search.kinds.resource] });
    const home = records().find((record) => record.url === '/')!;
    assert.deepEqual(home.filters.type, ['page']);
  });

  it('names on a document’s records the page that presents it, so the dialog shows them under it', async () => {
    const presented: SiteDocument = { ...guide, kind: 'bulletin', page: '/monthly-bulletin/guide' };
    const { log } = captured();
    await writeSearchIndex({ outDir, documents: [presented], log });
    const first = records().find((record) => record.url === `${guide.file}#page=1`)!;
    assert.deepEqual(first.meta, {
      title: guide.title,
      kind: search.kinds.bulletin,
      page: '1',
      pages: '2',
      item: presented.page,
    });
  });

  it('leaves out a page that search engines are asked not to index (a list’s page 1, the same as the list)', async () => {
    const list = (robots: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>Downloads</title>${robots}</head><body><main data-pagefind-body><h1>Downloads</h1><p>Wetland toolkit for trainers.</p></main></body></html>`;
    write('resources/downloads.html', list(''));
    write('resources/downloads/page/1.html', list('<meta name="robots" content="noindex, follow"/>'));
    const { log } = captured();
    await writeSearchIndex({ outDir, documents: [guide], log });
    const urls = records().map((record) => record.url);
    assert.ok(urls.includes('/resources/downloads'));
    assert.ok(!urls.includes('/resources/downloads/page/1'), urls.join(', '));
  });

  it('leaves out a PDF without text with a warning naming the file, and indexes the rest', async () => {
    write(scan.file, await pdf(['', '']));
    const { lines, log } = captured();
    await writeSearchIndex({ outDir, documents: [scan, guide], log });
    assert.equal(lines.warn.length, 1, lines.warn.join('\n'));
    assert.match(lines.warn[0]!, /public\/documents\/scan\.pdf/);
    assert.match(lines.warn[0]!, /no text/);
    assert.ok(!records().some((record) => record.url.startsWith(scan.file)), 'the scan has no record');
    assert.ok(
      records().some((record) => record.url.startsWith(guide.file)),
      'the other document is indexed',
    );
    assert.match(lines.log.join('\n'), /1 of 2 documents/);
  });

  for (const [damage, bytes] of [
    ['not a PDF at all', new TextEncoder().encode('<html>not a pdf</html>')],
    ['a PDF cut short', new TextEncoder().encode('%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R')],
  ] as const) {
    it(`stops the build at a damaged PDF (${damage}), naming the file`, async () => {
      write(broken.file, bytes);
      const { log } = captured();
      await assert.rejects(writeSearchIndex({ outDir, documents: [guide, broken], log }), (error: Error) => {
        assert.match(error.message, /public\/documents\/broken\.pdf is not a readable PDF/);
        return true;
      });
    });
  }

  it('warns about a PDF that is served but named by no content entry (it has no title)', async () => {
    write('/documents/stray.pdf', await pdf(['Stray words']));
    const { lines, log } = captured();
    await writeSearchIndex({ outDir, documents: [guide], log });
    assert.match(lines.warn.join('\n'), /\/documents\/stray\.pdf is served but no content entry links it/);
  });

  it('prints the size of the index with and without the documents', async () => {
    const { lines, log } = captured();
    const result = await writeSearchIndex({ outDir, documents: [guide], log });
    assert.ok(result.after.bytes > result.before.bytes, 'the documents add to the index');
    assert.match(lines.log.join('\n'), /size \d+ files, [\d.]+ KB \(pages alone \d+ files, [\d.]+ KB; documents add/);
  });

  it('leaves out what every document prints: a running head, the address block and page numbers', () => {
    const head = 'ENVIRONMENTAL INSTITUTE OF KENYA';
    const address = 'Kabarnet Road, Nairobi. info@eik.co.ke';
    const doc = (own: string, page: number) => `${head}\n${own}\n${address}\nSome Title - Page ${page} of 3`;
    const [first, second, third] = withoutBoilerplate([
      [doc('Herons nest in the papyrus', 1)],
      [doc('Sand dams hold the rains', 1)],
      [doc('Charcoal kilns and the law', 1)],
    ]);
    assert.deepEqual(first, ['Herons nest in the papyrus']);
    assert.deepEqual(second, ['Sand dams hold the rains']);
    assert.deepEqual(third, ['Charcoal kilns and the law']);
  });

  it('leaves out a line on most pages of one long document, and keeps what two documents share', () => {
    const [long, a, b] = withoutBoilerplate([
      ['Wetland Guide\nHerons', 'Wetland Guide\nPapyrus', 'Wetland Guide\nFish', 'Appendix'],
      ['Shared line\nOwn words'],
      ['Shared line\nOther words'],
    ]);
    assert.deepEqual(long, ['Herons', 'Papyrus', 'Fish', 'Appendix']);
    // Two documents of three is not "at least three": a line that two share may be what they are about.
    assert.deepEqual(a, ['Shared line\nOwn words']);
    assert.deepEqual(b, ['Shared line\nOther words']);
  });
});

describe('mastheadOf', () => {
  const title = 'December 2024 Bulletin: A Decade of Environmental Practice';
  it('takes the lines that spell the title and the short subtitle line under them', () => {
    const page =
      'December 2024 Bulletin: A Decade of\nEnvironmental Practice\nMonthly Bulletin - December 20, 2024\nHighlights of the 10th anniversary celebrations, the year in review, CPD points earned by members\nand more.';
    assert.equal(
      mastheadOf(page, title),
      'December 2024 Bulletin: A Decade of\nEnvironmental Practice\nMonthly Bulletin - December 20, 2024',
    );
  });
  it('takes no sentence as a subtitle, and nothing from a page that does not open with the title', () => {
    assert.equal(mastheadOf(`${title}\nMembers met in Nairobi.\nMore`, title), title);
    assert.equal(mastheadOf('Contents\nDecember 2024 Bulletin', title), '');
  });
});

describe('the index text keeps blocks apart as sentences', () => {
  const main = (body: string) =>
    `<html><body><header><a>Menu</a><a>Join</a></header><main>${body}</main></body></html>`;

  it('puts a term, its description and side-by-side links in blocks of their own', () => {
    const html = main(
      '<dl><div><dt>Date</dt><dd><time>March 15, 2025</time></dd></div></dl><p><a href="/a">Become a Member</a><a href="/b">Donate</a></p>',
    );
    const out = withSentenceBoundaries(html);
    assert.match(out, /<div><dt>Date<\/dt><\/div><div><dd>/);
    assert.match(out, /<div><a href="\/a">Become a Member<\/a><\/div><div><a href="\/b">Donate<\/a><\/div>/);
    // Outside <main> nothing changes; a link inside running text stays inline.
    assert.match(out, /<header><a>Menu<\/a><a>Join<\/a><\/header>/);
    const prose = main('<p>Call <a href="tel:1">the office</a> today.</p>');
    assert.equal(withSentenceBoundaries(prose), prose);
  });

  it('leaves alone a piece that carries on the one before it, and text the index does not read', () => {
    const price = main('<p><span>KES 500</span><span> <!-- -->/ year</span></p>');
    assert.equal(withSentenceBoundaries(price), price);
    const link = main(
      '<p><a href="/x">Apply Now<span class="sr-only"> for Students</span><span class="sr-only"> (opens in a new tab)</span></a></p>',
    );
    assert.equal(withSentenceBoundaries(link), link);
  });

  it('ends a PDF’s heading and table lines with a full stop, not its wrapped lines', () => {
    const text = [
      'From the secretariat',
      'This bulletin brings members the month’s news from the institute and the',
      'wider sector. Members are encouraged to share their field notes with us.',
      'In this issue',
      'Event Date',
    ].join('\n');
    const out = withSentenceEnds(text, 74);
    assert.match(out, /^From the secretariat\.\n/);
    assert.match(out, /and the\nwider sector/);
    assert.match(out, /In this issue\.\nEvent Date$/);
  });
});
