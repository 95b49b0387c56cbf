/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { charter } from '@/content/charter';
import { mediaLists } from '@/content/list-words';
import { publicFileFacts, publicFileFactsText, publicPdfPages } from '@/lib/files';

const pagesOf = async (publicPath: string) =>
  (await PDFDocument.load(readFileSync(join(process.cwd(), 'public', publicPath)))).getPageCount();

describe('the facts of a file under public/', () => {
  it('counts a PDF’s pages from the file itself', async () => {
    expect(publicPdfPages(charter.file)).toBe(await pagesOf(charter.file));
    expect(publicPdfPages('/documents/agm-2025-programme.pdf')).toBe(
      await pagesOf('/documents/agm-2025-programme.pdf'),
    );
  });

  it('keeps the counts for the next build, keyed by each file’s size', () => {
    publicPdfPages(charter.file);
    const cache = join(process.cwd(), '.generated', 'pdf-pages.json');
    expect(existsSync(cache)).toBe(true);
    const counts = JSON.parse(readFileSync(cache, 'utf8'));
    expect(counts[charter.file]).toMatchObject({
      size: publicFileFacts(charter.file).bytes,
      pages: expect.any(Number),
    });
  });

  it('states a small PDF by its pages and a small ZIP by the files it holds', async () => {
    const pages = await pagesOf(charter.file);
    expect(publicFileFactsText(charter.file, mediaLists.facts)).toBe(pages === 1 ? '1 page' : `${pages} pages`);
    // The media kit holds a guide and a read-me (scripts/documents/samples.json).
    const zip = '/documents/resources/media-kit.zip';
    expect(publicFileFacts(zip).pages).toBeUndefined();
    expect(publicFileFactsText(zip, mediaLists.facts)).toBe('2 files');
  });

  it('states a file that is neither a PDF nor a ZIP by its size', () => {
    const image = '/icon.svg';
    expect(publicFileFactsText(image, mediaLists.facts)).toMatch(/^\d+(\.\d)? (B|KB|MB)$/);
  });

  it('fails on a linked file that is missing', () => {
    expect(() => publicFileFacts('/documents/no-such-file.pdf')).toThrow('Linked file is missing');
  });
});
