import { formatBytes, formatKes, formatNumber, mailto } from '@/lib/format';

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
