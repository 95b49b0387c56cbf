import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { charter } from '../content/charter';

/** The charter's viewer region, named from its title in content. */
export const charterViewerName = `${charter.title}: document`;

/** How many pages the committed charter PDF has, as the viewer counts them. */
export async function charterPageCount(): Promise<number> {
  const document = await PDFDocument.load(readFileSync(join(__dirname, '..', 'public', charter.file)));
  return document.getPageCount();
}
