/** Every PDF the site serves, with its title and kind: the search index reads the text of each. */
import type { DocumentKind } from '@/content/schema';
import { agms } from '@/content/agm';
import { bulletins } from '@/content/bulletins';
import { charter } from '@/content/charter';
import { downloads } from '@/content/downloads';
import { newsletterIssues } from '@/content/newsletter';
import { pressStatements } from '@/content/press';
import { search } from '@/content/search';
import { agmPageHref } from './agm';
import { buildDay } from './build-date';
import type { Block } from './document-blocks';
import { publicFileText } from './files';
import { fillText } from './fill-text';
import { bulletinHref, newsletterIssueHref, pressStatementHref } from './media-pages';

export interface SiteDocument {
  /** e.g. /documents/eik-membership-charter.pdf */
  file: string;
  title: string;
  kind: DocumentKind;
  /** The page that presents the document: the search shows the document's matches under its result. */
  page?: string;
  /** The search puts the newest first among equal matches. */
  date?: string;
  /** Its page shows the PDF's own text (itemText), so the search leaves out the PDF pages it holds. */
  textOnPage?: boolean;
}

export function siteDocuments(): SiteDocument[] {
  const withPages = <T extends { file: string; title: string; date: string }>(
    kind: DocumentKind,
    items: readonly T[],
    page: (item: T, index: number) => string,
  ): SiteDocument[] =>
    items.map((item, index) => {
      const { file, title, date } = item;
      return { file, title, kind, page: page(item, index), date, textOnPage: true };
    });
  const documents: SiteDocument[] = [
    { file: charter.file, title: charter.title, kind: 'charter', page: '/members/join' },
    ...withPages('bulletin', bulletins, bulletinHref),
    ...withPages('newsletter', newsletterIssues, (_, index) => newsletterIssueHref(index)),
    ...withPages('press', pressStatements, pressStatementHref),
    ...downloads.map((item) => ({ file: item.file, title: item.title, kind: 'resource' as const, date: item.date })),
    ...agms.map((meeting) => ({
      file: meeting.programmePdf,
      // The generated programme PDF carries the same title.
      title: fillText(search.agmProgramme, { meeting: meeting.title }, 'content/search.ts, agmProgramme'),
      kind: 'agm' as const,
      page: agmPageHref(agms, meeting, buildDay()),
      date: meeting.date,
    })),
  ];
  // A ZIP holds files a browser cannot open at a page; one file linked twice is one document.
  const seen = new Set<string>();
  return documents.filter(
    (document) => /\.pdf$/i.test(document.file) && !seen.has(document.file) && seen.add(document.file),
  );
}

/** "Press statement". */
export function documentKindLabel(kind: DocumentKind): string {
  return search.kinds[kind];
}

/** What an item's page shows as its text, and whether that is the first part of a longer document. */
interface ItemText {
  blocks: Block[];
  partial: boolean;
}

/** Whether two texts have the same words: a PDF sets quotes and apostrophes its own way. */
const words = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
const sameText = (a: string, b: string) => words(a) === words(b);

/**
 * The text of a statement's, a bulletin's or an issue's page: its own `body`, else its PDF's text
 * (undefined for a PDF without text) without the title, the short line under it and the description,
 * which the page's opening shows.
 */
export function itemText(item: {
  title: string;
  description?: string;
  contents?: readonly string[];
  file: string;
  body?: readonly string[];
}): ItemText | undefined {
  if (item.body?.length) return { blocks: item.body.map((text) => ({ kind: 'paragraph', text })), partial: false };
  const text = publicFileText(item.file);
  if (!text) return undefined;
  const title = text.blocks.findIndex((block) => block.kind === 'heading' && sameText(block.text, item.title));
  let start = title >= 0 && title < 3 ? title + 1 : 0;
  const next = text.blocks[start];
  if (start > 0 && next?.kind === 'paragraph' && next.text.length <= 80 && !/[.!?]$/.test(next.text)) start += 1;
  const contents = item.contents?.join(' ') ?? '';
  const blocks = text.blocks
    .slice(start)
    .filter((block) => !(block.kind === 'paragraph' && item.description && sameText(block.text, item.description)))
    // A list without bullet glyphs does not show where a long item wraps: the content's own lines,
    // the same words, tell its items apart.
    .map((block) =>
      block.kind === 'bullets' && contents && sameText(block.items.join(' '), contents)
        ? { ...block, items: [...item.contents!] }
        : block,
    );
  return { blocks, partial: text.shownPages < text.pages };
}
