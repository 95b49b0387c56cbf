/**
 * The drawn link-preview card (1200 x 630) of a page or item without a photo card: the mark, the kind
 * of page, its title and a line of detail, as SVG the build turns into a JPEG (scripts/images/cards.ts).
 * Text is measured and wrapped; a word too long for a line is broken, and overflow ends in an ellipsis.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { create, type Font } from 'fontkit';
import { logoMarkShapes } from './logo-mark';

export const cardSize = { width: 1200, height: 630 } as const;

/** The width a photo takes on the right of the card, when the item has one. */
export const cardPhotoWidth = 500;

/**
 * The site's faces (lib/fonts.ts), drawn as glyph outlines with each font's own metrics and kerning,
 * so a card is set the same on every machine whatever fonts it has.
 */
type Face = 'title' | 'bold' | 'regular';
const faceFiles: Record<Face, RegExp> = {
  title: /^fraunces-[a-z-]+-600-normal\.woff2$/,
  bold: /^figtree-[a-z-]+-700-normal\.woff2$/,
  regular: /^figtree-[a-z-]+-400-normal\.woff2$/,
};
const fonts = new Map<Face, Font[]>();

/** A face's fonts, one per character subset (Latin first), read once. */
function fontsOf(face: Face): Font[] {
  let loaded = fonts.get(face);
  if (!loaded) {
    const family = face === 'title' ? 'fraunces' : 'figtree';
    const dir = join(process.cwd(), 'node_modules', '@fontsource', family, 'files');
    loaded = readdirSync(dir)
      .filter((file) => faceFiles[face].test(file))
      .sort()
      .map((file) => create(readFileSync(join(dir, file))) as Font);
    if (loaded.length === 0) throw new Error(`No font files for the cards' ${face} face in ${dir}`);
    fonts.set(face, loaded);
  }
  return loaded;
}

/** Face, size in pixels and the room added between characters. */
export interface TextStyle {
  face: Face;
  size: number;
  spacing?: number;
}

/**
 * Set text: its width, and its outlines as SVG path data with the baseline's start at (x, y). Each
 * character is set in the first of the face's fonts that has it, else the first font.
 */
function setText(text: string, { face, size, spacing = 0 }: TextStyle) {
  const faceFonts = fontsOf(face);
  const runs: { font: Font; text: string }[] = [];
  for (const char of text) {
    const font = faceFonts.find((candidate) => candidate.hasGlyphForCodePoint(char.codePointAt(0)!)) ?? faceFonts[0]!;
    const last = runs.at(-1);
    if (last?.font === font) last.text += char;
    else runs.push({ font, text: char });
  }
  const glyphs = runs.flatMap(({ font, text: run }) => {
    const scale = size / font.unitsPerEm;
    const { glyphs: shaped, positions } = font.layout(run);
    return shaped.map((glyph, at) => ({ glyph, scale, position: positions[at]! }));
  });
  const width =
    glyphs.reduce((sum, { scale, position }) => sum + position.xAdvance * scale, 0) +
    spacing * Math.max(0, glyphs.length - 1);
  const outline = (x: number, y: number) => {
    let pen = x;
    return glyphs
      .map(({ glyph, scale, position }) => {
        const path = glyph.path
          .scale(scale, -scale)
          .translate(pen + position.xOffset * scale, y - position.yOffset * scale)
          .toSVG();
        pen += position.xAdvance * scale + spacing;
        return path;
      })
      .join('');
  };
  return { width, outline };
}

export function textWidth(text: string, style: TextStyle): number {
  return setText(text, style).width;
}

const ellipsis = '…';

/** Text on one line: control characters (no glyph to draw) and runs of whitespace made single spaces. */
export function plainText(text: string): string {
  return text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The longest start of `word` that fits `width`; at least one character, so text always advances. */
function fittingStart(word: string, style: TextStyle, width: number): string {
  const chars = [...word];
  let end = 1;
  while (end < chars.length && textWidth(chars.slice(0, end + 1).join(''), style) <= width) end++;
  return chars.slice(0, end).join('');
}

/** `line` shortened, at a space where it can be, so that it and an ellipsis fit `width`. */
function withEllipsis(line: string, style: TextStyle, width: number): string {
  let text = line;
  while (text && textWidth(`${text}${ellipsis}`, style) > width) {
    const space = text.lastIndexOf(' ');
    // Cut at a space unless that throws away more than half the line.
    text = space > text.length / 2 ? text.slice(0, space) : [...text].slice(0, -1).join('');
  }
  return `${text.replace(/[\s,.;:–—-]+$/, '')}${ellipsis}`;
}

/** The lines of `text` in `width` pixels, at most `maxLines`, the last with an ellipsis when text was left out. */
export function fitLines(text: string, style: TextStyle, width: number, maxLines = Infinity): string[] {
  const lines: string[] = [];
  let line = '';
  const words = plainText(text).split(' ').filter(Boolean);
  for (let i = 0; i < words.length; i++) {
    let word = words[i]!;
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, style) <= width) {
      line = candidate;
      continue;
    }
    if (line) {
      lines.push(line);
      line = '';
    }
    // A word wider than a whole line is broken.
    while (textWidth(word, style) > width) {
      const start = fittingStart(word, style, width);
      lines.push(start);
      word = word.slice(start.length);
    }
    line = word;
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = withEllipsis(kept[maxLines - 1]!, style, width);
  return kept;
}

export interface CardText {
  /** Above the title: "Press statement", "Media Center". */
  kind: string;
  title: string;
  /** Under the title: a date, a place. */
  detail?: string;
  siteName: string;
}

export interface TextLine extends TextStyle {
  text: string;
  x: number;
  /** The baseline. */
  y: number;
}

/** Lines of text as one SVG path of their glyphs' outlines. */
export function drawLines(lines: TextLine[], fill: string): string {
  const outlines = lines.map((line) => setText(line.text, line).outline(line.x, line.y)).join('');
  return outlines ? `<path fill="${fill}" d="${outlines}"/>` : '';
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
const styles = {
  siteName: { face: 'bold', size: 26 },
  kind: { face: 'bold', size: 26, spacing: 2 },
  detail: { face: 'regular', size: 30 },
} as const satisfies Record<string, TextStyle>;

function placed(lines: string[], x: number, firstBaseline: number, style: TextStyle): TextLine[] {
  return lines.map((text, index) => ({ ...style, text, x, y: firstBaseline + index * style.size * lineHeight }));
}

/** Where every text of a card goes; the title takes the largest size at which it fits whole. */
export function cardLayout(text: CardText, { photo = false }: { photo?: boolean } = {}) {
  // The card less its margins and its photo, if any.
  const width = cardSize.width - margin * 2 - (photo ? cardPhotoWidth : 0);
  const siteName = fitLines(text.siteName, styles.siteName, width - 84, 2);
  const kind = fitLines(text.kind.toUpperCase(), styles.kind, width, 1);
  const title = plainText(text.title);
  let chosen: { style: TextStyle; lines: string[] } | undefined;
  for (const { size, lines: max } of titleSizes) {
    const style = { face: 'title', size } as const;
    chosen = { style, lines: fitLines(title, style, width, max) };
    if (fitLines(title, style, width).length <= max) break;
  }
  const detail = text.detail ? fitLines(text.detail, styles.detail, width, 1) : [];
  return {
    textWidth: width,
    siteName: placed(siteName, margin + 84, siteName.length > 1 ? 88 : 104, styles.siteName),
    kind: placed(kind, margin, 190, styles.kind),
    title: placed(chosen!.lines, margin, titleTop + chosen!.style.size, chosen!.style),
    detail: placed(detail, margin, cardSize.height - margin + 8, styles.detail),
  };
}

const cardPalette = {
  dark: '#07251a',
  green: '#136642',
  mint: '#b0e9c7',
  gold: '#e4a63a',
  white: '#ffffff',
} as const;

/** The card as an SVG document; with `photo`, the build lays the photo over its right `cardPhotoWidth`. */
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
${drawLines(layout.siteName, mint)}
${drawLines(layout.kind, gold)}
${drawLines(layout.title, white)}
${drawLines(layout.detail, mint)}
</svg>`;
}
