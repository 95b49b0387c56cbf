/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { join } from 'node:path';
import { charter } from '@/content/charter';
import { membershipCategories } from '@/content/membership';
import { charterBlocks } from '@/lib/charter';
import { formatKes } from '@/lib/format';
import { DocumentText } from '@/components/pdf/document-text';
import { execFileSync } from 'node:child_process';

// The PDF's standard fonts print straight quotes for curly ones.
const squash = (text: string) => text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\s+/g, ' ').trim();

describe('the charter as text', () => {
  const blocks = charterBlocks();
  const html = renderToStaticMarkup(<DocumentText blocks={blocks} />);

  it('numbers its parts from content, in order', () => {
    const headings = [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map(([, text]) => text);
    expect(headings).toEqual(Object.values(charter.headings).map((heading, at) => `${at + 1}. ${heading}`));
  });

  it('gives every category its fees in a table, a row each, with its name as the row header', () => {
    expect(html).toContain('<th scope="col"');
    for (const category of membershipCategories) {
      const fee = (amount: number) => (amount === 0 ? charter.texts.noFee : formatKes(amount));
      expect(html).toMatch(
        new RegExp(
          `<th scope="row"[^>]*>${category.type}</th><td[^>]*>${fee(category.annualFee)}</td><td[^>]*>${fee(category.registrationFee)}</td>`,
        ),
      );
    }
  });

  it('says what the PDF says: every paragraph and list item of the text is in the charter file', () => {
    const path = join(process.cwd(), 'public', charter.file);
    // The reader the search index uses (scripts/lib/pdf-text.mjs), in a plain Node process.
    const answer = JSON.parse(
      execFileSync(process.execPath, ['scripts/lib/pdf-text.mjs', path], {
        encoding: 'utf8',
        env: { ...process.env, NODE_OPTIONS: '' },
      }),
    ) as Record<string, { pages: string[] }>;
    const { pages } = answer[path]!;
    const pdf = squash(pages.join(' '));
    const lines = blocks.flatMap((block) =>
      block.kind === 'paragraph' || block.kind === 'heading'
        ? [block.text]
        : block.kind === 'bullets'
          ? block.items
          : [],
    );
    expect(lines.length).toBeGreaterThan(30);
    // The PDF wraps lines; its words follow one another all the same.
    const missing = lines.filter((line) => !pdf.includes(squash(line)));
    expect(missing).toEqual([]);
  });
});

describe('the site’s own addresses in a document’s text', () => {
  it('link to their pages; other text stays text', () => {
    const html = renderToStaticMarkup(
      <DocumentText
        blocks={[
          { kind: 'paragraph', text: 'Read more at www.eik.co.ke/members/join.' },
          { kind: 'bullets', items: ['Subscribe at www.eik.co.ke/newsletter', 'Visit www.eik.co.ke', 'Write to us'] },
        ]}
      />,
    );
    expect(html).toContain('<a href="/members/join"');
    expect(html).toMatch(/href="\/members\/join"[^>]*>www\.eik\.co\.ke\/members\/join<\/a>\.<\/p>/);
    expect(html).toMatch(/href="\/newsletter"[^>]*>www\.eik\.co\.ke\/newsletter<\/a>/);
    expect(html).toMatch(/href="\/"[^>]*>www\.eik\.co\.ke<\/a>/);
    expect(html).toContain('<li>Write to us</li>');
  });
});
