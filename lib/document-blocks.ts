/**
 * A document's text as blocks: what a generated PDF prints (scripts/documents/charter.ts) and what a
 * page shows of the same document as text (components/pdf/document-text.tsx).
 */
export type Block =
  /** Level 2 for a title, 3 (the default) for a part of the document. */
  | { kind: 'heading'; text: string; level?: 2 | 3 }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; columns: string[]; rows: string[][] }
  /** Starts a new page (after a contents list, or between the parts of a form). */
  | { kind: 'pagebreak' };

/** Blocks as plain text, a line per block, list item or table row: a NewsArticle's articleBody. */
export function blocksText(blocks: readonly Block[]): string {
  return blocks
    .flatMap((block) => {
      if (block.kind === 'heading' || block.kind === 'paragraph') return [block.text];
      if (block.kind === 'bullets') return block.items;
      if (block.kind === 'table') return [block.columns, ...block.rows].map((row) => row.join(', '));
      return [];
    })
    .join('\n');
}

/** One run of text on a PDF page, a pdf.js TextItem. */
export interface PdfTextItem {
  str: string;
  /** [scaleX, skewY, skewX, scaleY, x, y]: x and y place the baseline, from the bottom left. */
  transform: number[];
  width: number;
  height: number;
}

export interface PdfTextPage {
  items: PdfTextItem[];
  height: number;
}

interface Line {
  page: number;
  x: number;
  right: number;
  y: number;
  size: number;
  /** Split where a wide gap stands between runs: table cells, or one cell. */
  cells: { x: number; text: string }[];
  text: string;
}

const median = (values: number[]) => {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** Bullet glyphs a word processor prints as text at the start of a list item. */
const bulletGlyph = /^\s*[•◦▪▫‣∙·●○■□➢➤►–-]\s+/;

/** Joins a line's runs, left to right: a space where the gap between two runs is a word's. */
function lineOf(items: PdfTextItem[], page: number): Line {
  const runs = [...items].sort((a, b) => a.transform[4]! - b.transform[4]!);
  const size = Math.max(...runs.map((run) => run.height));
  const cells: { x: number; text: string }[] = [];
  let end = -Infinity;
  for (const run of runs) {
    const x = run.transform[4]!;
    const gap = x - end;
    const last = cells.at(-1);
    // A gap wider than a couple of letters inside a line is a column's edge (a table), not a space.
    if (!last || gap > size * 1.5) cells.push({ x, text: run.str.trim() });
    else last.text += (gap > size * 0.15 && !/\s$/.test(last.text) && !/^\s/.test(run.str) ? ' ' : '') + run.str;
    end = Math.max(end, x + run.width);
  }
  // A spaced hyphen is a dash typed on a keyboard ("RELEASE - May 2, 2024"): shown as an en dash.
  for (const cell of cells) cell.text = cell.text.replace(/\s+/g, ' ').trim().replace(/ - /g, ' – ');
  const kept = cells.filter((cell) => cell.text);
  return {
    page,
    x: runs[0]!.transform[4]!,
    right: end,
    y: runs[0]!.transform[5]!,
    size,
    cells: kept,
    text: kept.map((cell) => cell.text).join(' '),
  };
}

/** A page's lines, top to bottom: runs whose baselines lie within half a letter of each other. */
function pageLines(page: PdfTextPage, at: number): Line[] {
  const items = page.items.filter((item) => item.str.trim() && item.height > 0);
  const sorted = [...items].sort((a, b) => b.transform[5]! - a.transform[5]! || a.transform[4]! - b.transform[4]!);
  const groups: PdfTextItem[][] = [];
  for (const item of sorted) {
    const group = groups.at(-1);
    const y = item.transform[5]!;
    if (group && Math.abs(group[0]!.transform[5]! - y) <= Math.min(group[0]!.height, item.height) * 0.5)
      group.push(item);
    else groups.push([item]);
  }
  return groups.map((group) => lineOf(group, at)).filter((line) => line.text);
}

/** Whether a line stands in its page's top or bottom tenth, where running heads and page numbers go. */
const inMargin = (line: Line, pages: PdfTextPage[]) => {
  const height = pages[line.page]!.height;
  return line.y > height * 0.9 || line.y < height * 0.1;
};

/** "Page 2 of 5" and "Page 3 of 5" are the same running line. */
const pattern = (text: string) => text.replace(/\d+/g, '#');

/**
 * Drops running heads and page numbers: a margin line repeated on two or more pages and at least half
 * of them, or a margin line smaller than the body text.
 */
function withoutRunningLines(lines: Line[][], pages: PdfTextPage[], body: number): Line[][] {
  const counts = new Map<string, number>();
  for (const page of lines) {
    for (const key of new Set(page.filter((line) => inMargin(line, pages)).map((line) => pattern(line.text))))
      counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const repeated = (line: Line) => {
    const count = counts.get(pattern(line.text)) ?? 0;
    return count >= 2 && count >= lines.length / 2;
  };
  return lines.map((page) =>
    page.filter((line) => !(inMargin(line, pages) && (repeated(line) || line.size < body * 0.9))),
  );
}

/** Joins wrapped lines; a word hyphenated at a line's end joins without the hyphen. */
function joinLines(joined: string, next: string): string {
  return /[a-z]-$/.test(joined) && /^[a-z]/.test(next) ? joined.slice(0, -1) + next : `${joined} ${next}`;
}

/**
 * A PDF's text as blocks to read as HTML, from pdf.js's runs: a gap clearly wider than the usual line
 * spacing ends a paragraph; a line clearly taller than the body text is a heading; indented or bulleted
 * lines make a list; lines split into the same columns make a table. A scanned PDF gives [].
 */
export function blocksFromPdfText(pages: PdfTextPage[]): Block[] {
  const raw = pages.map((page, at) => pageLines(page, at));
  const all = raw.flat();
  if (all.length === 0) return [];
  // The body text's size: the size most of the characters between the top and bottom margins are set in.
  const inside = all.filter((line) => !inMargin(line, pages));
  const weights = new Map<number, number>();
  for (const line of inside.length > 0 ? inside : all) {
    const size = Math.round(line.size * 2) / 2;
    weights.set(size, (weights.get(size) ?? 0) + line.text.length);
  }
  const body = [...weights.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0]![0];
  const lines = withoutRunningLines(raw, pages, body);
  const isBody = (line: Line) => Math.abs(line.size - body) < body * 0.1;
  const bodyLines = lines.flat().filter(isBody);
  // The text's left edge: where the lowest tenth of the body lines start (lists may outnumber the rest).
  const starts = bodyLines.map((line) => line.x).sort((a, b) => a - b);
  const left = starts[Math.floor(starts.length * 0.1)] ?? 0;
  const right = Math.max(...bodyLines.map((line) => line.right));
  const steps = lines.flatMap((page) =>
    page.slice(1).flatMap((line, at) => {
      const step = page[at]!.y - line.y;
      return isBody(line) && isBody(page[at]!) && step > 0 ? [step] : [];
    }),
  );
  const usualStep = median(steps.filter((value) => value < body * 3)) || body * 1.4;

  const blocks: Block[] = [];
  const isHeading = (line: Line) => line.size >= body * 1.2 && line.cells.length === 1;
  // The block the next line may continue, with a heading's size or a table's column edges.
  type Open = { block: Block; size: number; xs: number[] };
  let open: Open | null = null;
  const start = (block: Block, size = 0, xs: number[] = []) => {
    blocks.push(block);
    open = { block, size, xs };
  };
  const nearestColumn = (xs: number[], x: number) =>
    xs.reduce((best, column, at) => (Math.abs(column - x) < Math.abs(xs[best]! - x) ? at : best), 0);

  const isIndented = (line: Line) => line.x - left > body * 0.8;
  // An indented line is a list's when the line after it is indented too, or stands apart: a paragraph
  // whose first line alone is indented is not a list.
  const listLine = (page: Line[], index: number) => {
    const next = page[index + 1];
    return !next || isIndented(next) || page[index]!.y - next.y > usualStep * 1.2 || next.size !== page[index]!.size;
  };

  lines.forEach((page, at) => {
    if (at > 0 && blocks.length > 0) {
      open = null;
      if (page.length > 0) blocks.push({ kind: 'pagebreak' });
    }
    page.forEach((line, index) => {
      const above = index > 0 ? page[index - 1]! : null;
      const gap = above ? above.y - line.y : Infinity;
      // A gap above clearly wider than the usual spacing ends the paragraph, the list item or the row.
      const apart = gap > usualStep * 1.2;
      const bullet = bulletGlyph.test(line.text);
      const indented = isIndented(line);
      const current = open as Open | null;
      if (isHeading(line)) {
        // A heading wrapped onto a second line keeps its own (wider) line spacing.
        if (current?.block.kind === 'heading' && gap <= line.size * 1.7 && Math.abs(current.size - line.size) < 0.5)
          current.block.text = joinLines(current.block.text, line.text);
        else start({ kind: 'heading', text: line.text, level: line.size >= body * 1.75 ? 2 : 3 }, line.size);
        return;
      }
      if (line.cells.length >= 2) {
        const texts = line.cells.map((cell) => cell.text);
        if (current?.block.kind === 'table' && line.cells.length === current.xs.length) {
          current.block.rows.push(texts);
        } else if (current?.block.kind === 'table' && line.cells.length < current.xs.length && !apart) {
          // A cell's text wrapped onto a second line: it joins the cell above it.
          const row = current.block.rows.at(-1) ?? current.block.columns;
          for (const cell of line.cells) {
            const column = nearestColumn(current.xs, cell.x);
            row[column] = row[column] ? `${row[column]} ${cell.text}` : cell.text;
          }
        } else {
          start(
            { kind: 'table', columns: texts, rows: [] },
            0,
            line.cells.map((cell) => cell.x),
          );
        }
        return;
      }
      if (bullet || (indented && (current?.block.kind === 'bullets' || listLine(page, index)))) {
        const text = line.text.replace(bulletGlyph, '');
        if (current?.block.kind === 'bullets' && !(apart && !bullet && !indented)) {
          const items = current.block.items;
          // An item ends with its sentence, with a line that stops well short of the text's right edge
          // (a wrapped line fills it to within a word), where the next line shows a bullet, or at a gap.
          const short = above !== null && above.right < right - body * 6;
          if (bullet || apart || short || /[.!?;:]$/.test(items.at(-1)!)) items.push(text);
          else items.push(joinLines(items.pop()!, text));
        } else {
          start({ kind: 'bullets', items: [text] });
        }
        return;
      }
      if (current?.block.kind === 'paragraph' && !apart && !indented)
        current.block.text = joinLines(current.block.text, line.text);
      else start({ kind: 'paragraph', text: line.text });
    });
  });
  // A single row is no table.
  return blocks.map((block) =>
    block.kind === 'table' && block.rows.length === 0 ? { kind: 'paragraph', text: block.columns.join(' ') } : block,
  );
}
