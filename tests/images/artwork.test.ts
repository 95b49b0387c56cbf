import { defaultCardSvg, posterCorner, posterOverlay, wrapText } from '@/scripts/images/artwork';
import { logoMarkShapes } from '@/lib/logo-mark';

describe('artwork drawn from content', () => {
  it('writes the poster’s title, dates and venue from the text it is given, escaped', () => {
    const svg = posterOverlay(
      { title: '5th Water & Climate Summit 2026', dates: '1 - 3 July 2026', venue: 'Pride Inn, Mombasa' },
      800,
      1000,
    );
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
    expect(texts).toContain('1 - 3 JULY 2026');
    expect(texts).toContain('5th Water &amp; Climate');
    expect(texts).toContain('Summit 2026');
    expect(texts).toContain('Pride Inn, Mombasa');
    expect(svg).toContain(logoMarkShapes);
  });

  it('keeps a long title inside the text panel by making it smaller', () => {
    const long = posterOverlay(
      {
        title:
          'The Fifth International Environmental Conference, Expo and Awards for Practitioners of East Africa 2026',
        dates: '1 - 3 July 2026',
        venue: 'Kenyatta International Convention Centre, Nairobi',
      },
      800,
      1000,
    );
    const baselines = [...long.matchAll(/<text[^>]* y="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.max(...baselines)).toBeLessThanOrEqual(550);
  });

  it('keeps the top right corner clear for the close button: the dates beside it, the title below it', () => {
    const width = 800;
    const svg = posterOverlay(
      {
        title: '4th International Environmental Conference and Expo 2025',
        dates: '10 - 12 September 2025',
        venue: 'KICC, Nairobi',
      },
      width,
      1000,
    );
    const lines = [...svg.matchAll(/<text[^>]* y="([\d.]+)" [^>]*font-size="([\d.]+)"[^>]*>([^<]*)<\/text>/g)].map(
      (m) => ({
        baseline: Number(m[1]),
        size: Number(m[2]),
        text: m[3]!,
      }),
    );
    const [dates, firstTitleLine] = lines;
    expect(dates!.text).toBe('10 - 12 SEPTEMBER 2025');
    // The dates end well left of the corner; every other line's top is below it.
    expect(dates!.text.length * dates!.size * 0.64).toBeLessThan(width * (1 - posterCorner) - width * 0.08);
    expect(dates!.baseline).toBeLessThan(width * posterCorner);
    for (const line of lines.slice(1))
      expect(line.baseline - line.size * 0.8).toBeGreaterThan(width * posterCorner * 0.9);
    expect(firstTitleLine!.text).toMatch(/^4th/);
  });

  it('draws the default link-preview card with the site’s name and the mark', () => {
    const svg = defaultCardSvg({ name: 'Environmental Institute of Kenya', tagline: 'For Kenya', founded: 2014 });
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]).join(' ');
    expect(texts).toBe('Environmental Institute of Kenya For Kenya · since 2014');
    expect(svg).toContain(logoMarkShapes);
  });

  it('wraps at spaces and keeps a long word whole', () => {
    expect(wrapText('International Environmental Conference', 16)).toEqual([
      'International',
      'Environmental',
      'Conference',
    ]);
    expect(wrapText('a b c', 3)).toEqual(['a b', 'c']);
  });
});
