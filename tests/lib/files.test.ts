/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { charter } from '@/content/charter';
import { mediaLists } from '@/content/list-words';
import { publicFileFacts, publicFileFactsText } from '@/lib/files';

const step = join(process.cwd(), 'scripts', 'documents', 'facts.mjs');
// The step loads pdf.js in a process of its own: seconds on a busy machine.
const stepTimeout = 60_000;

async function pdf(pages: number): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  for (let page = 0; page < pages; page++) document.addPage().drawText(`Page ${page + 1}`);
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
      ['/documents/kit.zip', '/documents/old.zip', '/documents/report.pdf', '/documents/scan.pdf'].sort(),
    );
    expect(manifest['/documents/report.pdf']).toEqual({
      bytes: expect.any(Number),
      sha256: expect.any(String),
      pages: 3,
    });
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
