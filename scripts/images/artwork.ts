/**
 * Artwork drawn from content with the mark of lib/logo-mark.ts: the conference poster's text, the
 * default link-preview card and the icons. Text is set as on the link-preview cards (lib/social-card-layout.ts).
 */
import { logoMarkShapes, logoMarkSvg } from '@/lib/logo-mark';
import { drawLines, fitLines, type TextLine, type TextStyle } from '@/lib/social-card-layout';

interface PaintedLine extends TextLine {
  fill: string;
}

const lineHeight = 1.18;

interface TextBlock {
  style: TextStyle;
  lines: string[];
  fill: string;
}

const block = (text: string, style: TextStyle, width: number, fill: string): TextBlock => ({
  style,
  lines: fitLines(text, style, width),
  fill,
});

function blocksHeight(blocks: TextBlock[]): number {
  return blocks.reduce((sum, b) => sum + b.lines.length * b.style.size * lineHeight + b.style.size * 0.5, 0);
}

/** The blocks' lines one under another, from `top` down, starting at `x`. */
function placeBlocks(blocks: TextBlock[], x: number, top: number): PaintedLine[] {
  let y = top;
  const placed: PaintedLine[] = [];
  for (const { style, lines, fill } of blocks) {
    for (const text of lines) {
      y += style.size * lineHeight;
      placed.push({ ...style, text, x, y, fill });
    }
    y += style.size * 0.5;
  }
  return placed;
}

function drawPainted(lines: PaintedLine[]): string {
  const fills = [...new Set(lines.map((line) => line.fill))];
  return fills
    .map((fill) =>
      drawLines(
        lines.filter((line) => line.fill === fill),
        fill,
      ),
    )
    .join('\n');
}

export interface PosterText {
  title: string;
  dates: string;
  venue: string;
}

/** The share of the poster's height above its photo band, for the text. */
export const posterTextShare = 0.55;

/**
 * The poster's top right corner, kept clear of text, as a share of its width: the promo dialog's
 * close button stands there (components/layout/promo-dialog.tsx), beside the dates, over nothing.
 */
export const posterCorner = 0.2;

/** The poster's lines: the dates, the title as large as fits the panel, and the venue. */
export function posterLines(text: PosterText, width: number, height: number): PaintedLine[] {
  const margin = width * 0.08;
  const panel = height * posterTextShare;
  const textWidth = width - margin * 2;
  const mark = width * 0.11;
  const dates = block(text.dates.toUpperCase(), { face: 'bold', size: width * 0.036 }, textWidth, '#f1d796');
  // The mark sits at the panel's lower right, beside the venue.
  const venue = block(text.venue, { face: 'bold', size: width * 0.034 }, textWidth - mark * 1.3, '#b0e9c7');
  // The dates stand in the corner's band, level with the close button; the title starts below it.
  const corner = width * posterCorner;
  const datesTop = corner / 2 - dates.style.size * 0.85;
  let titleSize = width * 0.08;
  let title = block(text.title, { face: 'title', size: titleSize }, textWidth, '#ffffff');
  const budget = panel - margin * 0.8 - corner;
  while (titleSize > width * 0.04 && blocksHeight([title, venue]) > budget) {
    titleSize *= 0.94;
    title = block(text.title, { face: 'title', size: titleSize }, textWidth, '#ffffff');
  }
  return [...placeBlocks([dates], margin, datesTop), ...placeBlocks([title, venue], margin, corner - titleSize * 0.25)];
}

/** The poster's text panel and mark as an SVG the size of the whole poster (transparent below the panel). */
export function posterOverlay(text: PosterText, width: number, height: number): string {
  const margin = width * 0.08;
  const mark = width * 0.11;
  const panel = height * posterTextShare;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <g transform="translate(${(width - margin - mark).toFixed(1)} ${(panel - margin * 0.6 - mark).toFixed(1)}) scale(${(mark / 40).toFixed(4)})">${logoMarkShapes}</g>
  ${drawPainted(posterLines(text, width, height))}
  </svg>`;
}

interface SiteCardText {
  name: string;
  tagline: string;
  founded: number;
}

/** The default link-preview card's lines: the site's name and tagline. */
export function defaultCardLines(site: SiteCardText): PaintedLine[] {
  const name = block(site.name, { face: 'title', size: 64 }, 1040, '#ffffff');
  const tagline = block(`${site.tagline} · since ${site.founded}`, { face: 'regular', size: 32 }, 1040, '#b0e9c7');
  return placeBlocks([name, tagline], 80, 250);
}

/** The default link-preview card (1200 x 630): the mark, the site's name and its tagline. */
export function defaultCardSvg(site: SiteCardText): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#07251a"/><stop offset="1" stop-color="#136642"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(80 90) scale(3)">${logoMarkShapes}</g>
  ${drawPainted(defaultCardLines(site))}
  </svg>`;
}

export { logoMarkSvg };
