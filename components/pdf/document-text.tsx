import type { ReactNode } from 'react';
import { site } from '@/content/site';
import type { Block } from '@/lib/document-blocks';

/** The site's own addresses as a document prints them ("www.eik.co.ke/newsletter"). */
const ownAddress = new RegExp(`\\b${new URL(site.url).host.replace(/\./g, '\\.')}(/[\\w/-]*[\\w/])?`, 'g');

function Linked({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(ownAddress)) {
    parts.push(text.slice(from, match.index));
    parts.push(
      <a key={match.index} href={match[1] ?? '/'} className="font-medium text-brand-700 underline underline-offset-4">
        {match[0]}
      </a>,
    );
    from = match.index + match[0].length;
  }
  parts.push(text.slice(from));
  return parts;
}

/**
 * A document's text as the page's own HTML (the charter's blocks, or those read out of a PDF): it
 * reflows, so a phone reads it at the site's text size where the A4 page would be tiny.
 */
export function DocumentText({ blocks }: { blocks: Block[] }) {
  return (
    <div className="space-y-4 text-base leading-relaxed text-ink">
      {blocks.map((block, at) => {
        switch (block.kind) {
          case 'heading':
            // A title (level 2) above the parts (level 3, the default) it heads.
            return block.level === 2 ? (
              <h2 key={at} className="text-2xl leading-tight font-bold text-balance text-brand-900">
                {block.text}
              </h2>
            ) : (
              <h3 key={at} className="pt-4 text-lg leading-snug font-bold text-balance text-brand-900 first:pt-0">
                {block.text}
              </h3>
            );
          case 'paragraph':
            return (
              <p key={at} className="text-pretty">
                <Linked text={block.text} />
              </p>
            );
          case 'bullets':
            return (
              <ul key={at} className="list-disc space-y-1.5 pl-6 marker:text-brand-700">
                {block.items.map((item, index) => (
                  <li key={index}>
                    <Linked text={item} />
                  </li>
                ))}
              </ul>
            );
          case 'table':
            return (
              <div key={at} className="overflow-x-auto">
                <table className="w-full text-left text-sm">
                  <thead>
                    <tr className="border-b-2 border-brand-900/15">
                      {block.columns.map((column, index) => (
                        <th key={index} scope="col" className="py-2 pr-4 font-semibold text-brand-900">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {block.rows.map(([first, ...rest], index) => (
                      <tr key={index} className="border-b border-brand-900/10">
                        <th scope="row" className="py-2 pr-4 font-medium">
                          {first}
                        </th>
                        {rest.map((cell, column) => (
                          <td key={column} className="py-2 pr-4 sm:whitespace-nowrap">
                            {cell}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            );
          case 'pagebreak':
            return null;
        }
      })}
    </div>
  );
}
