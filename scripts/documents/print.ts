/** How the generated document (charter.ts) is printed: on A4 under the letterhead, with pdf-lib. */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { site } from '@/content/site';
import type { Block } from '@/lib/document-blocks';

const A4 = { width: 595.28, height: 841.89 };
const margin = 56;
const green = rgb(0.075, 0.4, 0.26);
const ink = rgb(0.09, 0.13, 0.11);
const muted = rgb(0.29, 0.35, 0.32);

// The standard PDF fonts encode WinAnsi only: other characters are written as their nearest plain ones.
function clean(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/…/g, '...')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of clean(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

/** Prints a document's title, the line under it and its blocks, with its title and page number on every page. */
export async function printPdf({
  title,
  subtitle,
  blocks,
}: {
  title: string;
  subtitle: string;
  blocks: readonly Block[];
}): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(clean(title));
  doc.setAuthor(site.name);
  doc.setCreator(site.name);
  // Fixed dates: the same text gives the same file, so an unchanged document makes no change to commit.
  doc.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const contentWidth = A4.width - margin * 2;

  let page!: PDFPage;
  let y = 0;
  const newPage = () => {
    page = doc.addPage([A4.width, A4.height]);
    page.drawRectangle({ x: 0, y: A4.height - 28, width: A4.width, height: 28, color: green });
    page.drawText(site.name.toUpperCase(), { x: margin, y: A4.height - 19, size: 9, font: bold, color: rgb(1, 1, 1) });
    y = A4.height - margin - 20;
  };
  const ensure = (height: number) => {
    if (y - height < margin) newPage();
  };
  const lines = (text: string, font: PDFFont, size: number, color = ink, indent = 0) => {
    for (const line of wrap(text, font, size, contentWidth - indent)) {
      ensure(size * 1.45);
      page.drawText(line, { x: margin + indent, y: y - size, size, font, color });
      y -= size * 1.45;
    }
  };

  newPage();
  lines(title, bold, 22, green);
  lines(subtitle, regular, 12, muted);
  y -= 12;

  for (const block of blocks) {
    if (block.kind === 'pagebreak') newPage();
    else if (block.kind === 'heading') {
      y -= 8;
      ensure(40);
      lines(block.text, bold, 14, green);
      y -= 2;
    } else if (block.kind === 'paragraph') {
      lines(block.text, regular, 11);
      y -= 6;
    } else if (block.kind === 'bullets') {
      for (const item of block.items) {
        ensure(16);
        page.drawCircle({ x: margin + 4, y: y - 7, size: 2, color: green });
        lines(item, regular, 11, ink, 14);
      }
      y -= 6;
    } else {
      const colWidth = contentWidth / block.columns.length;
      const row = (cells: string[], font: PDFFont) => {
        const wrapped = cells.map((cell) => wrap(cell, font, 10, colWidth - 8));
        const height = Math.max(...wrapped.map((cellLines) => cellLines.length)) * 14 + 6;
        ensure(height);
        wrapped.forEach((cellLines, i) =>
          cellLines.forEach((line, j) =>
            page.drawText(line, { x: margin + i * colWidth + 4, y: y - 12 - j * 14, size: 10, font, color: ink }),
          ),
        );
        y -= height;
        const rule = { start: { x: margin, y }, end: { x: margin + contentWidth, y } };
        page.drawLine({ ...rule, thickness: 0.5, color: rgb(0.8, 0.85, 0.82) });
      };
      row(block.columns, bold);
      block.rows.forEach((cells) => row(cells, regular));
      y -= 10;
    }
  }

  const pages = doc.getPages();
  pages.forEach((p, i) =>
    p.drawText(`${clean(title)}  -  Page ${i + 1} of ${pages.length}`, {
      x: margin,
      y: 28,
      size: 8,
      font: regular,
      color: muted,
    }),
  );
  return doc.save();
}
