/**
 * `npm run generate:documents`: prints the membership charter (content/charter.ts, through
 * lib/charter.ts) as the PDF on /members/join, on A4 under the institute's letterhead, with pdf-lib.
 * Run it after changing the charter's text or the facts it quotes (fees, categories, terms), and
 * commit the PDF; the build states its size and pages from the file.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { charter } from '@/content/charter';
import { charterBlocks } from '@/lib/charter';
import { printPdf } from './print';

export function charterPdf(): Promise<Uint8Array> {
  return printPdf({ title: charter.title, subtitle: charter.subtitle, blocks: charterBlocks() });
}

async function main() {
  writeFileSync(join(__dirname, '..', '..', 'public', charter.file), await charterPdf());
  console.log(`charter: public${charter.file} written from content/charter.ts`);
}

if (require.main === module) void main();
