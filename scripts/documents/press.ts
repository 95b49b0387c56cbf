/**
 * `npx tsx scripts/documents/press.ts <slug> ...`: prints the press statements named as their PDFs
 * under public/documents/press/, from their text, for statements with no PDF of their own (it would
 * replace one). Commit the PDFs.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PressStatement } from '@/content/schema';
import { pressStatements } from '@/content/press';
import { search } from '@/content/search';
import { site } from '@/content/site';
import { formatLongDate } from '@/lib/dates';
import type { Block } from '@/lib/document-blocks';
import { printPdf } from './print';

export function pressStatementPdf(statement: PressStatement): Promise<Uint8Array> {
  const { address, email, phone } = site.contacts;
  const paragraph = (text: string): Block => ({ kind: 'paragraph', text });
  return printPdf({
    title: statement.title,
    subtitle: [search.kinds.press, formatLongDate(statement.date), statement.category].join(' – '),
    blocks: [
      // The statement's own opening, or without a body its description and summary.
      ...(statement.body ?? [statement.description, statement.summary]).map(paragraph),
      paragraph(`${site.name}, ${address.street}, ${address.poBox}, ${address.city}. ${email} – ${phone}`),
    ],
  });
}

async function main(slugs: string[]) {
  if (slugs.length === 0)
    throw new Error('Name the statements to print by their slugs: npx tsx scripts/documents/press.ts <slug> ...');
  for (const slug of slugs) {
    const statement = pressStatements.find((item) => item.slug === slug);
    if (!statement) throw new Error(`No press statement has the slug ${slug} in content/press.ts`);
    writeFileSync(join(__dirname, '..', '..', 'public', statement.file), await pressStatementPdf(statement));
    console.log(`press: public${statement.file} written from content/press.ts`);
  }
}

if (require.main === module) void main(process.argv.slice(2));
