/**
 * Builds simple, real, multi-page PDF documents (A4, institute letterhead, headings, paragraphs,
 * bullet lists and tables) with pdf-lib. Used by the scripts in scripts/documents/.
 */
import { samples } from './sample-files';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';

import type { Block } from '../../lib/document-blocks';

export type { Block };

export interface DocumentSpec {
  /** Path under public/, e.g. /documents/charter.pdf */
  path: string;
  title: string;
  subtitle?: string;
  blocks: Block[];
}

const A4 = { width: 595.28, height: 841.89 };
const margin = 56;
const green = rgb(0.075, 0.4, 0.26);
const ink = rgb(0.09, 0.13, 0.11);
const muted = rgb(0.29, 0.35, 0.32);

// Standard PDF fonts use WinAnsi: replace characters it cannot encode.
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

export async function buildPdf(spec: DocumentSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(clean(spec.title));
  doc.setAuthor('Environmental Institute of Kenya');
  doc.setCreator('Environmental Institute of Kenya');
  doc.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const contentWidth = A4.width - margin * 2;

  let page: PDFPage = doc.addPage([A4.width, A4.height]);
  let y = A4.height - margin;

  const header = (p: PDFPage) => {
    p.drawRectangle({ x: 0, y: A4.height - 28, width: A4.width, height: 28, color: green });
    p.drawText('ENVIRONMENTAL INSTITUTE OF KENYA', {
      x: margin,
      y: A4.height - 19,
      size: 9,
      font: bold,
      color: rgb(1, 1, 1),
    });
  };
  header(page);
  y -= 20;

  const ensure = (height: number) => {
    if (y - height < margin) {
      page = doc.addPage([A4.width, A4.height]);
      header(page);
      y = A4.height - margin - 20;
    }
  };
  const lines = (text: string, font: PDFFont, size: number, color = ink, indent = 0) => {
    for (const line of wrap(text, font, size, contentWidth - indent)) {
      ensure(size * 1.45);
      page.drawText(line, { x: margin + indent, y: y - size, size, font, color });
      y -= size * 1.45;
    }
  };

  lines(spec.title, bold, 22, green);
  if (spec.subtitle) lines(spec.subtitle, regular, 12, muted);
  y -= 12;

  for (const block of spec.blocks) {
    if (block.kind === 'pagebreak') {
      ensure(A4.height);
    } else if (block.kind === 'heading') {
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
        const height = Math.max(...wrapped.map((w) => w.length)) * 14 + 6;
        ensure(height);
        wrapped.forEach((cellLines, i) =>
          cellLines.forEach((line, j) =>
            page.drawText(line, { x: margin + i * colWidth + 4, y: y - 12 - j * 14, size: 10, font, color: ink }),
          ),
        );
        y -= height;
        page.drawLine({
          start: { x: margin, y },
          end: { x: margin + contentWidth, y },
          thickness: 0.5,
          color: rgb(0.8, 0.85, 0.82),
        });
      };
      row(block.columns, bold);
      block.rows.forEach((cells) => row(cells, regular));
      y -= 10;
    }
  }

  const pages = doc.getPages();
  pages.forEach((p, i) =>
    p.drawText(`${clean(spec.title)}  ·  Page ${i + 1} of ${pages.length}`.replace('·', '-'), {
      x: margin,
      y: 28,
      size: 8,
      font: regular,
      color: muted,
    }),
  );
  return doc.save();
}

/** Writes the sample PDF, unless an editor's own file stands at its path (scripts/lib/sample-files.ts). */
export async function writePdf(spec: DocumentSpec): Promise<void> {
  samples.write(spec.path, await buildPdf(spec));
}
