import { defaultCardLines, defaultCardSvg, posterCorner, posterLines, posterOverlay } from '@/scripts/images/artwork';
import { logoMarkShapes } from '@/lib/logo-mark';
import { textWidth } from '@/lib/social-card-layout';

const words = (lines: { text: string }[]) => lines.map((line) => line.text).join(' ');

describe('artwork drawn from content', () => {
  it('sets the poster’s title, dates and venue from the text it is given, as outlines beside the mark', () => {
    const text = { title: '5th Water & Climate Summit 2026', dates: '1 - 3 July 2026', venue: 'Pride Inn, Mombasa' };
    const lines = words(posterLines(text, 800, 1000));
    expect(lines).toContain('1 - 3 JULY 2026');
    expect(lines).toContain('5th Water & Climate');
    expect(lines).toContain('Summit 2026');
    expect(lines).toContain('Pride Inn, Mombasa');
    const svg = posterOverlay(text, 800, 1000);
    expect(svg).toContain(logoMarkShapes);
    expect(svg).not.toMatch(/<text|Summit/);
  });

  it('keeps a long title inside the text panel by making it smaller, every line inside the margins', () => {
    const width = 800;
    const lines = posterLines(
      {
        title:
          'The Fifth International Environmental Conference, Expo and Awards for Practitioners of East Africa 2026',
        dates: '1 - 3 July 2026',
        venue: 'Kenyatta International Convention Centre, Nairobi',
      },
      width,
      1000,
    );
    expect(Math.max(...lines.map((line) => line.y))).toBeLessThanOrEqual(550);
    for (const line of lines) expect(line.x + textWidth(line.text, line)).toBeLessThanOrEqual(width * 0.92);
  });

  it('keeps the top right corner clear for the close button: the dates beside it, the title below it', () => {
    const width = 800;
    const [dates, firstTitleLine, ...rest] = posterLines(
      {
        title: '4th International Environmental Conference and Expo 2025',
        dates: '10 - 12 September 2025',
        venue: 'KICC, Nairobi',
      },
      width,
      1000,
    );
    expect(dates!.text).toBe('10 - 12 SEPTEMBER 2025');
    // The dates end left of the corner; every other line's top is below it.
    expect(dates!.x + textWidth(dates!.text, dates!)).toBeLessThan(width * (1 - posterCorner));
    expect(dates!.y).toBeLessThan(width * posterCorner);
    for (const line of [firstTitleLine!, ...rest])
      expect(line.y - line.size * 0.8).toBeGreaterThan(width * posterCorner * 0.9);
    expect(firstTitleLine!.text).toMatch(/^4th/);
  });

  it('draws the default link-preview card with the site’s name, its tagline and the mark', () => {
    const site = { name: 'Environmental Institute of Kenya', tagline: 'For Kenya', founded: 2014 };
    expect(words(defaultCardLines(site))).toBe('Environmental Institute of Kenya For Kenya · since 2014');
    expect(defaultCardSvg(site)).toContain(logoMarkShapes);
  });
});
