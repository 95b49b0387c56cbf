/**
 * Every PDF the site serves, each with its title and kind from content: the search index reads the
 * text of each (scripts/postbuild/search-index.ts) and the tests pick words from them. A document
 * added to a content list is found here without any other change.
 */
import type { DocumentKind, PressStatement } from '@/content/schema';
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
  /** The path the site serves it at, e.g. /documents/eik-membership-charter.pdf */
  file: string;
  title: string;
  kind: DocumentKind;
  /**
   * The site's page that presents the document (a bulletin's or a statement's own page, the join
   * page for the charter), when it has one: the search dialog shows the document's matching pages
   * under that page's result rather than as a second result for the same item.
   */
  page?: string;
  /** The item's date (ISO), for a dated item: the search puts the newest first among equal matches. */
  date?: string;
  /**
   * Its page shows the PDF's own text (itemText): the search keeps that page's result and leaves out
   * the records of the PDF's pages the page holds, which would show the same text a second time.
   */
  textOnPage?: boolean;
}

const isPdf = (file: string) => /\.pdf$/i.test(file);

/** An AGM programme's title, from the meeting's (the generated PDF carries the same). */
export function agmProgrammeTitle(meeting: string): string {
  return fillText(search.agmProgramme, { meeting }, 'content/search.ts, agmProgramme');
}

/** The page whose viewer shows the membership charter. */
const charterPage = '/members/join';

export function siteDocuments(): SiteDocument[] {
  const documents: SiteDocument[] = [
    { file: charter.file, title: charter.title, kind: 'charter', page: charterPage },
    ...bulletins.map((item) => ({
      file: item.file,
      title: item.title,
      kind: 'bulletin' as const,
      page: bulletinHref(item),
      date: item.date,
      textOnPage: true,
    })),
    ...newsletterIssues.map((item, index) => ({
      file: item.file,
      title: item.title,
      kind: 'newsletter' as const,
      page: newsletterIssueHref(index),
      date: item.date,
      textOnPage: true,
    })),
    ...pressStatements.map((item: PressStatement) => ({
      file: item.file,
      title: item.title,
      kind: 'press' as const,
      page: pressStatementHref(item),
      date: item.date,
      // Its page shows the statement's full text, its own `body` or its PDF's: the PDF says the same.
      textOnPage: true,
    })),
    ...downloads.map((item) => ({ file: item.file, title: item.title, kind: 'resource' as const, date: item.date })),
    ...agms.map((meeting) => ({
      file: meeting.programmePdf,
      title: agmProgrammeTitle(meeting.title),
      kind: 'agm' as const,
      page: agmPageHref(agms, meeting, buildDay()),
      date: meeting.date,
    })),
  ];
  // A ZIP holds files a browser cannot open at a page; one file linked twice is one document.
  const seen = new Set<string>();
  return documents.filter((document) => isPdf(document.file) && !seen.has(document.file) && seen.add(document.file));
}

/** The label a visitor reads for a kind of document ("Press statement"). */
export function documentKindLabel(kind: DocumentKind): string {
  return search.kinds[kind];
}

/** What an item's page shows as its text, and whether that is the first part of a longer document. */
export interface ItemText {
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
 * The text of a statement's, a bulletin's or an issue's page: the content's own `body` when it has
 * one, otherwise its PDF's text (so a new PDF brings its text with no other edit), or undefined for
 * a PDF without text. The PDF's title, the short line under it (its kind and date) and the item's
 * description repeat the page's own opening and are left out.
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
  // The description, which the PDF may print under its title, stands in the page's opening already.
  const contents = item.contents?.join(' ') ?? '';
  const blocks = text.blocks
    .slice(start)
    .filter((block) => !(block.kind === 'paragraph' && item.description && sameText(block.text, item.description)))
    // A list without bullet glyphs does not show where a long item wraps: the content's own lines
    // of what the issue holds, the same words, tell its items apart.
    .map((block) =>
      block.kind === 'bullets' && contents && sameText(block.items.join(' '), contents)
        ? { ...block, items: [...item.contents!] }
        : block,
    );
  return { blocks, partial: text.shownPages < text.pages };
}
