/**
 * Artwork drawn from content: the conference poster's text (content/site.ts `conferencePromo`), the
 * default link-preview card (the site's name and tagline) and the icons, all with the one drawing of
 * the mark in lib/logo-mark.ts. Nothing here repeats a fact that content holds.
 */
import { logoMarkShapes, logoMarkSvg } from '../../lib/logo-mark';

const font = 'DejaVu Sans, Verdana, sans-serif';

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Splits text into lines of at most `maxChars` characters, at spaces (a longer word gets its own line). */
export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

// Average advance of a character of DejaVu Sans, as a share of the font size.
const boldAdvance = 0.64;
const regularAdvance = 0.56;

interface TextBlock {
  lines: string[];
  size: number;
  fill: string;
  bold: boolean;
}

function block(text: string, size: number, width: number, fill: string, bold: boolean): TextBlock {
  const maxChars = Math.max(8, Math.floor(width / (size * (bold ? boldAdvance : regularAdvance))));
  return { lines: wrapText(text, maxChars), size, fill, bold };
}

function blocksHeight(blocks: TextBlock[]): number {
  return blocks.reduce((sum, b) => sum + b.lines.length * b.size * 1.18 + b.size * 0.5, 0);
}

function drawBlocks(blocks: TextBlock[], x: number, top: number): string {
  let y = top;
  let svg = '';
  for (const b of blocks) {
    for (const line of b.lines) {
      y += b.size * 1.18;
      svg += `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" font-family="${font}" font-size="${b.size.toFixed(1)}"${
        b.bold ? ' font-weight="bold"' : ''
      } fill="${b.fill}">${escapeXml(line)}</text>`;
    }
    y += b.size * 0.5;
  }
  return svg;
}

export interface PosterText {
  title: string;
  dates: string;
  venue: string;
}

/** The share of the poster's height above its photo band, where the text goes. */
export const posterTextShare = 0.55;

/**
 * The poster's top right corner, kept clear of text, as a share of its width: the promo dialog's
 * close button stands there (components/layout/promo-dialog.tsx), beside the dates, over nothing.
 */
export const posterCorner = 0.2;

/**
 * The poster's text panel as an SVG the size of the whole poster (transparent below the panel): the
 * dates, the title as large as fits, the venue and the mark.
 */
export function posterOverlay(text: PosterText, width: number, height: number): string {
  const margin = width * 0.08;
  const panel = height * posterTextShare;
  const textWidth = width - margin * 2;
  const mark = width * 0.11;
  const dates = block(text.dates.toUpperCase(), width * 0.036, textWidth, '#f1d796', true);
  // The mark sits at the panel's lower right, beside the venue.
  const venue = block(text.venue, width * 0.034, textWidth - mark * 1.3, '#b0e9c7', true);
  // The dates stand in the corner's band, level with the close button; the title starts below it.
  const corner = width * posterCorner;
  const datesTop = corner / 2 - dates.size * 0.85;
  let titleSize = width * 0.08;
  let title = block(text.title, titleSize, textWidth, '#ffffff', true);
  const budget = panel - margin * 0.8 - corner;
  while (titleSize > width * 0.04 && blocksHeight([title, venue]) > budget) {
    titleSize *= 0.94;
    title = block(text.title, titleSize, textWidth, '#ffffff', true);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <g transform="translate(${(width - margin - mark).toFixed(1)} ${(panel - margin * 0.6 - mark).toFixed(1)}) scale(${(mark / 40).toFixed(4)})">${logoMarkShapes}</g>
  ${drawBlocks([dates], margin, datesTop)}
  ${drawBlocks([title, venue], margin, corner - titleSize * 0.25)}
  </svg>`;
}

export interface SiteCardText {
  name: string;
  tagline: string;
  founded: number;
}

/** The default link-preview card (1200 x 630): the mark, the site's name and its tagline. */
export function defaultCardSvg(site: SiteCardText): string {
  const name = block(site.name, 64, 1040, '#ffffff', true);
  const tagline = block(`${site.tagline} · since ${site.founded}`, 32, 1040, '#b0e9c7', false);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#07251a"/><stop offset="1" stop-color="#136642"/></linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <g transform="translate(80 90) scale(3)">${logoMarkShapes}</g>
  ${drawBlocks([name, tagline], 80, 250)}
  </svg>`;
}

export { logoMarkSvg };
