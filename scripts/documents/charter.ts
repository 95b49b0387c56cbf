/**
 * `npm run generate:documents`: prints the membership charter (content/charter.ts) as the PDF on
 * /members/join. Run it after changing the charter or the facts it quotes, and commit the PDF.
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
