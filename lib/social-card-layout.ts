/**
 * The drawing of a link-preview card (1200 x 630) for a page or an item without a photo card of its
 * own: the institute's mark and palette, the kind of page, its title and a line of detail (a date).
 * Pure text to SVG: the build turns the SVG into a JPEG (scripts/images/cards.ts). Any title makes a
 * legible card: text is measured, wrapped at spaces, a word too long for a line is broken, and what
 * does not fit is cut with an ellipsis.
 */
import { logoMarkShapes } from './logo-mark';

export const cardSize = { width: 1200, height: 630 } as const;

/** The share of the card a photo takes, on the right, when the item has one. */
export const cardPhotoWidth = 500;

const font = 'DejaVu Sans, Verdana, sans-serif';

// Advance widths of DejaVu Sans Bold (the font the card is drawn in) in thousandths of the font size,
// for the printable ASCII characters from space onwards. Regular text is narrower, so measuring it
// with these widths errs on the safe side.
const asciiAdvances = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995,
  837, 850, 733, 850, 770, 720, 682, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716,
  678, 435, 716, 712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712,
  365, 712, 838,
];
const otherAdvances: Record<string, number> = {
  '‘': 380,
  '’': 380,
  '“': 657,
  '”': 657,
  '–': 500,
  '—': 1000,
  '…': 1000,
};
/** Any other character (accented letters, other scripts) is taken as one full font size wide. */
const unknownAdvance = 1000;

/** The width of a text drawn in the card's font at `size` pixels. */
export function textWidth(text: string, size: number): number {
  let total = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    // Accented Latin letters are about as wide as their base letter.
    const base = code >= 32 && code < 127 ? char : char.normalize('NFD')[0]!;
    const baseCode = base.codePointAt(0)!;
    total += baseCode >= 32 && baseCode < 127 ? asciiAdvances[baseCode - 32]! : (otherAdvances[char] ?? unknownAdvance);
  }
  return (total * size) / 1000;
}

const ellipsis = '…';

/** Text on one line with the whitespace of an editor's typing (tabs, line breaks, runs of spaces) made single spaces. */
export function plainText(text: string): string {
  // Control characters would make the SVG invalid.
  return text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The longest start of `word` that fits `width` (at least one character, so that text always advances). */
function fittingStart(word: string, size: number, width: number): string {
  const chars = [...word];
  let end = 1;
  while (end < chars.length && textWidth(chars.slice(0, end + 1).join(''), size) <= width) end++;
  return chars.slice(0, end).join('');
}

/** `line` shortened, at a space where it can be, so that it and an ellipsis fit `width`. */
function withEllipsis(line: string, size: number, width: number): string {
  let text = line;
  while (text && textWidth(`${text}${ellipsis}`, size) > width) {
    const space = text.lastIndexOf(' ');
    // Cut at a space unless that throws away more than half the line.
    text = space > text.length / 2 ? text.slice(0, space) : [...text].slice(0, -1).join('');
  }
  return `${text.replace(/[\s,.;:–—-]+$/, '')}${ellipsis}`;
}

/**
 * The lines `text` takes at `size` in `width` pixels: wrapped at spaces, a word wider than a line
 * broken across lines, and at most `maxLines` lines, the last ending in an ellipsis when text was left out.
 */
export function fitLines(text: string, size: number, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  const words = plainText(text).split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) {
      lines.push(line);
      line = '';
    }
    // A word wider than a whole line (a long address, a title without spaces) is broken.
    while (textWidth(word, size) > width) {
      const start = fittingStart(word, size, width);
      lines.push(start);
      word = word.slice(start.length);
    }
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1]!, size, width);
  return kept;
}

/** What a card says. */
export interface CardText {
  /** The kind of page, above the title: "Press statement", "Media Center". */
  kind: string;
  title: string;
  /** A line under the title: a date, a place. */
  detail?: string;
  /** The institute's name, beside the mark. */
  siteName: string;
}

export interface TextLine {
  text: string;
  x: number;
  /** The baseline. */
  y: number;
  size: number;
}

export interface CardLayout {
  /** The width of the text column (the whole card less its margins, and less the photo when there is one). */
  textWidth: number;
  siteName: TextLine[];
  kind: TextLine[];
  title: TextLine[];
  detail: TextLine[];
}

const margin = 72;
const lineHeight = 1.2;
/** Title sizes tried, largest first, with the lines each may take in the title's space. */
const titleSizes = [
  { size: 64, lines: 3 },
  { size: 54, lines: 4 },
  { size: 46, lines: 5 },
] as const;
const titleTop = 230;
const detailSize = 30;

function placed(lines: string[], x: number, firstBaseline: number, size: number): TextLine[] {
  return lines.map((text, index) => ({ text, x, y: firstBaseline + index * size * lineHeight, size }));
}

/** Where every text of a card goes; the title takes the largest size at which it fits whole. */
export function cardLayout(text: CardText, { photo = false }: { photo?: boolean } = {}): CardLayout {
  const width = cardSize.width - margin * 2 - (photo ? cardPhotoWidth : 0);
  const siteName = fitLines(text.siteName, 26, width - 84, 2);
  const kind = fitLines(text.kind.toUpperCase(), 26, width, 1);
  const title = plainText(text.title);
  let chosen: { size: number; lines: string[] } | undefined;
  for (const { size, lines: max } of titleSizes) {
    chosen = { size, lines: fitLines(title, size, width, max) };
    if (fitLines(title, size, width, Infinity).length <= max) break;
  }
  const detail = text.detail ? fitLines(text.detail, detailSize, width, 1) : [];
  return {
    textWidth: width,
    siteName: placed(siteName, margin + 84, siteName.length > 1 ? 88 : 104, 26),
    kind: placed(kind, margin, 190, 26),
    title: placed(chosen!.lines, margin, titleTop + chosen!.size, chosen!.size),
    detail: placed(detail, margin, cardSize.height - margin + 8, detailSize),
  };
}

export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

function drawLines(lines: TextLine[], fill: string, bold: boolean, spacing = 0): string {
  return lines
    .map(
      (line) =>
        `<text x="${line.x}" y="${line.y.toFixed(1)}" font-family="${font}" font-size="${line.size}"${
          bold ? ' font-weight="bold"' : ''
        }${spacing ? ` letter-spacing="${spacing}"` : ''} fill="${fill}">${escapeXml(line.text)}</text>`,
    )
    .join('');
}

/** The palette of the cards: the site's forest green, mint and gold. */
export const cardPalette = {
  dark: '#07251a',
  green: '#136642',
  mint: '#b0e9c7',
  gold: '#e4a63a',
  white: '#ffffff',
} as const;

/**
 * The card as an SVG document. With `photo`, the right `cardPhotoWidth` pixels are left for the
 * item's photo, which the build lays over them.
 */
export function cardSvg(text: CardText, { photo = false }: { photo?: boolean } = {}): string {
  const layout = cardLayout(text, { photo });
  const { width, height } = cardSize;
  const { dark, green, mint, gold, white } = cardPalette;
  // Without a photo, a large faint mark fills the right of the card.
  const watermark = photo
    ? ''
    : `<g transform="translate(${width - 330} ${height - 360}) scale(10)" opacity="0.08">${logoMarkShapes}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${green}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${watermark}
<rect x="0" y="${height - 12}" width="${width}" height="12" fill="${gold}"/>
<g transform="translate(${margin} 64) scale(1.6)">${logoMarkShapes}</g>
${drawLines(layout.siteName, mint, true)}
${drawLines(layout.kind, gold, true, 2)}
${drawLines(layout.title, white, true)}
${drawLines(layout.detail, mint, false)}
</svg>`;
}
