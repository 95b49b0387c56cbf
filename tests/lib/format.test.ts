import { mediaLists } from '@/content/list-words';
import { countText, fileFactsText, formatBytes, formatKes, formatNumber, mailto } from '@/lib/format';

describe('formatNumber and formatKes', () => {
  it('groups thousands with commas', () => {
    expect(formatNumber(6014)).toBe('6,014');
    expect(formatNumber(10000000)).toBe('10,000,000');
    expect(formatKes(2500)).toBe('KES 2,500');
    expect(formatKes(0)).toBe('KES 0');
  });
});

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [812, '812 B'],
    [1024, '1.0 KB'],
    [14540, '14.2 KB'],
    [1468006, '1.4 MB'],
    [250 * 1024, '250 KB'],
  ])('%i bytes reads %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('rejects impossible sizes', () => {
    expect(() => formatBytes(-1)).toThrow('Invalid byte count');
    expect(() => formatBytes(Number.NaN)).toThrow('Invalid byte count');
  });
});

describe('mailto', () => {
  it('encodes the subject with %20 for spaces', () => {
    expect(mailto('training@eik.co.ke', 'Register: EIA Refresher (January 2025)')).toBe(
      'mailto:training@eik.co.ke?subject=Register%3A%20EIA%20Refresher%20%28January%202025%29',
    );
  });

  it('leaves a bare address alone', () => {
    expect(mailto('info@eik.co.ke')).toBe('mailto:info@eik.co.ke');
  });

  it('adds a body after the subject', () => {
    expect(mailto('hr@eik.co.ke', 'Hi', 'A & B')).toBe('mailto:hr@eik.co.ke?subject=Hi&body=A%20%26%20B');
  });
});

describe('countText: a count in its words', () => {
  it('uses the singular for one and the plural, with thousands grouped, otherwise', () => {
    const forms = ['{count} download', '{count} downloads'] as const;
    expect(countText(1, forms)).toBe('1 download');
    expect(countText(0, forms)).toBe('0 downloads');
    expect(countText(1245, forms)).toBe('1,245 downloads');
  });
});

describe('fileFactsText: what a download states of its file', () => {
  const words = mediaLists.facts;

  it('counts pages from two, in the content’s words', () => {
    expect(fileFactsText({ bytes: 10_967, pages: 3 }, words)).toBe('3 pages');
    expect(fileFactsText({ bytes: 20_000, pages: 1_200 }, words)).toBe('1,200 pages');
  });

  it('leaves out a size under 100 KB, which reads as a stub, and states it from 100 KB', () => {
    expect(fileFactsText({ bytes: 100 * 1024 - 1, pages: 4 }, words)).toBe('4 pages');
    expect(fileFactsText({ bytes: 100 * 1024, pages: 4 }, words)).toBe('4 pages, 100 KB');
    expect(fileFactsText({ bytes: 1_468_006, pages: 12 }, words)).toBe('12 pages, 1.4 MB');
  });

  it('states no count of one page, which every short document has: its size alone, from 100 KB', () => {
    expect(fileFactsText({ bytes: 2_869, pages: 1 }, words)).toBe('');
    expect(fileFactsText({ bytes: 1_468_006, pages: 1 }, words)).toBe('1.4 MB');
  });

  it('counts an archive’s files the same way', () => {
    expect(fileFactsText({ bytes: 4_101, files: 1 }, words)).toBe('1 file');
    expect(fileFactsText({ bytes: 4_101, files: 2 }, words)).toBe('2 files');
    expect(fileFactsText({ bytes: 3_000_000, files: 12 }, words)).toBe('12 files, 2.9 MB');
  });

  it('states the size alone, however small, of a file whose pages could not be counted', () => {
    expect(fileFactsText({ bytes: 14_540 }, words)).toBe('14.2 KB');
    expect(fileFactsText({ bytes: 2_400_000 }, words)).toBe('2.3 MB');
  });
});
