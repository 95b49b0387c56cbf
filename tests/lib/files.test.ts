/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { charter } from '@/content/charter';
import { mediaLists } from '@/content/list-words';
import { itemText } from '@/lib/documents';
import { publicFileFacts, publicFileFactsText, publicFileText } from '@/lib/files';

const step = join(process.cwd(), 'scripts', 'documents', 'facts.mjs');
// The step loads pdf.js in a process of its own: seconds on a busy machine.
const stepTimeout = 60_000;

async function pdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page++) document.addPage().drawText(`Page ${page + 1}`);
  return document.save();
}

/**
 * A PDF set as a statement is: its title large at the top, a short line under it, then paragraphs in
 * the body size, and a page number at the foot of each page. Each page holds `paragraphs[page]`.
 */
async function textPdf(title: string, paragraphs: string[][]): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  paragraphs.forEach((texts, at) => {
    const page = document.addPage([595, 842]);
    let y = 760;
    if (at === 0) {
      page.drawText(title, { x: 60, y, size: 22, font });
      page.drawText('Press statement - May 2, 2025', { x: 60, y: (y -= 30), size: 11, font });
      y -= 14;
    }
    // An empty text leaves a blank line: the paragraphs either side of it stand apart.
    for (const text of texts) {
      y -= 30;
      if (text) page.drawText(text, { x: 60, y, size: 11, font });
    }
    page.drawText(`Page ${at + 1} of ${paragraphs.length}`, { x: 60, y: 40, size: 8, font });
  });
  return document.save();
}

/** Runs the documents step in `root`, as the build does; returns what it printed. */
function runStep(root: string): string {
  const run = spawnSync(process.execPath, [step], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  expect(run.status).toBe(0);
  return run.stdout + run.stderr;
}

describe('the documents step and the facts pages state', () => {
  const start = process.cwd();
  const root = mkdtempSync(join(tmpdir(), 'document-facts-'));
  const put = (path: string, bytes: Uint8Array | string) => {
    mkdirSync(join(root, 'public', path, '..'), { recursive: true });
    writeFileSync(join(root, 'public', path), bytes);
  };
  let printed = '';

  beforeAll(async () => {
    put('/documents/report.pdf', await pdf(3));
    put(
      '/documents/kit.zip',
      zipSync({ 'guide.txt': strToU8('guide'), 'forms/': {}, 'forms/form.txt': strToU8('form') }),
    );
    put('/documents/scan.pdf', 'not a PDF at all');
    put(
      '/documents/statement.pdf',
      await textPdf('Wetlands Need Room', [
        ['Counties hold the maps.', '', 'The institute asks counties to map every wetland.', 'Maps come first.'],
      ]),
    );
    // Eight pages of about 1,500 characters each: longer than a page shows.
    const long = Array.from({ length: 8 }, (_, page) =>
      Array.from({ length: 12 }, (_, line) => `Page ${page + 1} line ${line + 1} of the annual report `.repeat(3)),
    );
    put('/documents/long.pdf', await textPdf('Annual Report', long));
    put('/documents/old.zip', 'not a ZIP either');
    printed = runStep(root);
  }, stepTimeout);
  beforeEach(() => process.chdir(root));
  afterEach(() => process.chdir(start));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('counts each PDF’s pages and each ZIP’s files from the files themselves', () => {
    expect(publicFileFacts('/documents/report.pdf')).toMatchObject({ pages: 3, files: undefined });
    expect(publicFileFactsText('/documents/report.pdf', mediaLists.facts)).toBe('3 pages');
    expect(publicFileFactsText('/documents/kit.zip', mediaLists.facts)).toBe('2 files');
  });

  it('states a file it cannot read by its size alone, and names it in a warning', () => {
    expect(printed).toMatch(/warning: public\/documents\/scan\.pdf cannot be read/);
    expect(printed).toMatch(/warning: public\/documents\/old\.zip cannot be read/);
    expect(publicFileFactsText('/documents/scan.pdf', mediaLists.facts)).toBe('16 B');
    expect(publicFileFactsText('/documents/old.zip', mediaLists.facts)).toBe('16 B');
  });

  it('keeps one entry per file, by its address, with named fields', () => {
    const manifest = JSON.parse(readFileSync(join(root, '.generated', 'documents.json'), 'utf8'));
    expect(Object.keys(manifest).sort()).toEqual(
      [
        '/documents/kit.zip',
        '/documents/long.pdf',
        '/documents/old.zip',
        '/documents/report.pdf',
        '/documents/scan.pdf',
        '/documents/statement.pdf',
      ].sort(),
    );
    expect(manifest['/documents/report.pdf']).toEqual({
      bytes: expect.any(Number),
      sha256: expect.any(String),
      pages: 3,
      text: expect.any(Array),
    });
    // The text runs of a long PDF's first pages alone: the manifest grows with the documents, not their length.
    expect(manifest['/documents/long.pdf'].text.length).toBeLessThan(8);
  });

  it('gives a PDF’s text as blocks, its title, the line under it and the description left out as the page’s opening says them', () => {
    expect(publicFileText('/documents/statement.pdf')).toMatchObject({ shownPages: 1, pages: 1 });
    expect(
      itemText({
        title: 'Wetlands Need Room',
        description: 'Counties hold the maps.',
        file: '/documents/statement.pdf',
      }),
    ).toEqual({
      // Lines at the usual spacing make one paragraph.
      blocks: [{ kind: 'paragraph', text: 'The institute asks counties to map every wetland. Maps come first.' }],
      partial: false,
    });
  });

  it('shows the first part of a long PDF, whole pages without their page numbers, and says it is a part', () => {
    const text = itemText({ title: 'Annual Report', file: '/documents/long.pdf' })!;
    expect(text.partial).toBe(true);
    const words = text.blocks.map((block) => (block.kind === 'paragraph' ? block.text : '')).join(' ');
    expect(words).toContain('Page 1 line 1 of the annual report');
    expect(words).not.toContain('Page 8 line');
    expect(words).not.toMatch(/Page \d of 8/);
  });

  it('has no text for a PDF without any (a scan, or a file it cannot read)', () => {
    expect(publicFileText('/documents/scan.pdf')).toBeUndefined();
    expect(itemText({ title: 'Signed Minutes', file: '/documents/scan.pdf' })).toBeUndefined();
  });

  it('shows the content’s own body in place of the PDF’s text', () => {
    expect(
      itemText({ title: 'Wetlands Need Room', file: '/documents/statement.pdf', body: ['Our own words.'] }),
    ).toEqual({ blocks: [{ kind: 'paragraph', text: 'Our own words.' }], partial: false });
  });

  it('fails on a linked file that is missing, naming it', () => {
    expect(() => publicFileFacts('/documents/no-such-file.pdf')).toThrow(
      'Linked file is missing: public/documents/no-such-file.pdf',
    );
  });

  it('says which command to run for a file added after the step ran', () => {
    put('/documents/added.pdf', 'added after the step');
    expect(() => publicFileFacts('/documents/added.pdf')).toThrow(
      'public/documents/added.pdf is not in .generated/documents.json: run npm run documents',
    );
  });

  it(
    'reads only new and replaced files on the next build, and states a replaced file’s own facts',
    async () => {
      rmSync(join(root, 'public', 'documents', 'added.pdf'), { force: true });
      expect(runStep(root)).toContain('(0 read)');
      // An editor puts the real report in place of the sample.
      put('/documents/report.pdf', await pdf(12));
      expect(runStep(root)).toContain('(1 read)');
      expect(publicFileFacts('/documents/report.pdf').pages).toBe(12);
    },
    stepTimeout,
  );

  it('says which command makes the facts when they are missing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-document-facts-'));
    try {
      process.chdir(empty);
      expect(() => publicFileFacts('/documents/report.pdf')).toThrow(
        'The documents’ facts .generated/documents.json are missing: npm run build and npm run dev make them (or run npm run documents)',
      );
    } finally {
      process.chdir(start);
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('the site’s own documents', () => {
  it('state the charter’s pages as the file has them (the tests’ setup runs the documents step)', async () => {
    const pages = (await PDFDocument.load(readFileSync(join(process.cwd(), 'public', charter.file)))).getPageCount();
    expect(publicFileFacts(charter.file)).toMatchObject({ pages, bytes: expect.any(Number) });
  });
});
