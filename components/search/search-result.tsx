import { mainNavigation } from '@/content/navigation';
import { search as copy } from '@/content/search';
import { fillText } from '@/lib/fill-text';
import {
  excerptAfterMasthead,
  excerptAfterTitle,
  excerptSegments,
  markedWords,
  withEllipsis,
} from '@/lib/search-excerpt';
import type { PagefindResultData, PagefindSubResult } from './pagefind';

export interface ResultSection {
  title: string;
  url: string;
  excerpt: string;
  /** Beside the title, lighter: where in a document the words are ("page 3"). */
  detail?: string;
}

export interface ResultItem {
  url: string;
  title: string;
  /** The page, when the result is one item of it (a press statement on Press Statements). */
  context?: string;
  excerpt: string;
  /** Other matching parts of the same page, each linking to its heading's anchor. */
  sections: ResultSection[];
  /** A result inside a PDF: its kind as a visitor reads it, the page the words are on, its page count. */
  document?: { kind: string; page: string; item?: string; pages?: number };
  /** The menu's group the page belongs to ("Membership"), named above its title. */
  section?: string;
  /** The menu's page the page lies under, when deeper than it (a statement's: "Press Statements"). */
  subsection?: string;
}

const firstSegment = (path: string) => path.split('/')[1] ?? '';

const menuGroups = mainNavigation
  .filter((group) => !('external' in group && group.external))
  .map((group) => ({
    label: group.label,
    href: group.href,
    links: ('children' in group && group.children) || undefined,
  }));

/**
 * A page belongs to the group whose pages' paths start like its own (/members/… to Membership), so a
 * new page is labelled without being listed. Links run longest first, so the closest page wins; a
 * label still to be filled in is not shown.
 */
const groupPaths = menuGroups.map(({ label, href, links = [{ label, href }] }) => ({
  label,
  segments: new Set([href, ...links.map((link) => link.href)].map(firstSegment).filter(Boolean)),
  links: links.filter((link) => !link.label.includes('{')).sort((a, b) => b.href.length - a.href.length),
}));

/** Where a page stands in the menu: its group and, below one of the menu's pages, that page. */
export function sectionOf(url: string): { section?: string; subsection?: string } {
  const path = url.split('#')[0]!.replace(/\.html$/, '');
  const group = groupPaths.find((entry) => entry.segments.has(firstSegment(path)));
  if (!group) return {};
  const under = group.links.find((link) => path.startsWith(`${link.href}/`))?.label;
  return under && under !== group.label ? { section: group.label, subsection: under } : { section: group.label };
}

export const fill = (text: string, facts: Record<string, string | number>) =>
  fillText(text, facts, 'content/search.ts');

export function documentName(title: string): string {
  return fill(copy.documentTitle, { title });
}

export function documentPlace(document: NonNullable<ResultItem['document']>): string | undefined {
  return (document.pages ?? 2) > 1 ? fill(copy.documentPage, { page: document.page }) : undefined;
}

/** Only same-site paths become links. */
function safePath(url: string | undefined): string | null {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\') ? url : null;
}

const maxSections = 3;

function score(sub: PagefindSubResult): number {
  return (sub.weighted_locations ?? []).reduce((sum, location) => sum + location.balanced_score, 0);
}

/**
 * One page's result. Every heading with an id (a press statement, a training) is a part of its own;
 * when one matches better than the rest of the page, the result is that item, with the page as its
 * context. Other matching parts follow as sections.
 */
export function toResultItem(data: PagefindResultData): ResultItem | null {
  const url = safePath(data.url);
  if (!url) return null;
  const pageTitle = data.meta.title?.trim() || url;
  const { kind, page } = data.meta;
  if (kind && page) {
    const item = safePath(data.meta.item) ?? undefined;
    const excerpt = excerptAfterMasthead(data.excerpt, data.meta.masthead);
    const pages = Number(data.meta.pages);
    const document = { kind, page, item, ...(Number.isInteger(pages) && pages > 0 ? { pages } : {}) };
    return { url, title: pageTitle, excerpt, sections: [], document };
  }
  const parts: { section: ResultSection; score: number }[] = [];
  let pageScore = 0;
  for (const sub of data.sub_results ?? []) {
    const subUrl = safePath(sub.url);
    if (!subUrl) continue;
    // A sub-result without an anchor is the page itself (the text before its first heading).
    if (!subUrl.includes('#') || subUrl === url) {
      pageScore = Math.max(pageScore, score(sub));
      continue;
    }
    parts.push({ section: { title: sub.title, url: subUrl, excerpt: sub.excerpt }, score: score(sub) });
  }
  // Best match first; the sort is stable, so equal scores keep the page's own order.
  const ranked = [...parts].sort((a, b) => b.score - a.score);
  const best = ranked[0];
  if (best && best.score > pageScore) {
    const sections = ranked.slice(1, maxSections + 1).map((part) => part.section);
    return { ...best.section, context: pageTitle, sections, section: sectionOf(url).section };
  }
  const sections = parts.slice(0, maxSections).map((part) => part.section);
  return { url, title: pageTitle, excerpt: data.excerpt, sections, ...sectionOf(url) };
}

const pathOf = (url: string) => url.split('#')[0]!;

const menuPages = menuGroups
  .flatMap(({ label, href, links }): { label: string; href: string; group?: string }[] =>
    links ? links.map((link) => ({ ...link, group: label })) : [{ label, href }],
  )
  .filter((link) => !link.label.includes('{'));

const wordsIn = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/**
 * The menu's pages a query names: each of its words begins a word of the page's menu label, or
 * the label's word begins it ("bulletins" names the Monthly Bulletin, "fee" Fees & Subscriptions).
 */
export function menuPagesNamed(query: string): { label: string; href: string; group?: string }[] {
  const words = wordsIn(query);
  if (words.length === 0 || words.some((word) => word.length < 3)) return [];
  return menuPages
    .filter((link) => {
      const label = wordsIn(link.label);
      return words.every((word) =>
        label.some((part) => part.startsWith(word) || (part.length >= 4 && word.startsWith(part))),
      );
    })
    .slice(0, 2);
}

/**
 * The menu's pages the query names first (at most two): their own results moved up, else made from
 * the menu (a decade of bulletins would bury the Monthly Bulletin, which says "bulletin" less often).
 */
export function withMenuPagesFirst(items: ResultItem[], query: string): ResultItem[] {
  const named = menuPagesNamed(query);
  if (named.length === 0) return items;
  const first = named.map(
    (link) =>
      items.find((item) => item.url === link.href) ?? {
        url: link.href,
        title: link.label,
        excerpt: '',
        sections: [],
        section: link.group,
      },
  );
  return [...first, ...items.filter((item) => !first.includes(item))];
}

/**
 * One item, one result: a document's matching pages become sections of the result of the page that
 * presents it, placed where the better ranked stood (made from the document's title if that page did
 * not match). Only a document no page presents keeps results of its own.
 */
export function foldDocumentPages(items: ResultItem[]): ResultItem[] {
  const pages = new Map<string, ResultItem>();
  for (const item of items) if (!item.document && !pages.has(pathOf(item.url))) pages.set(pathOf(item.url), item);
  const placed = new Map<string, ResultItem>();
  const shown: ResultItem[] = [];
  const place = (path: string, stand: ResultItem) => {
    let result = placed.get(path);
    if (!result) {
      const page = pages.get(path) ?? stand;
      result = { ...page, sections: [...page.sections] };
      placed.set(path, result);
      shown.push(result);
    }
    return result;
  };
  for (const item of items) {
    const host = item.document?.item;
    if (item.document && host) {
      const stand = { url: host, title: item.title, excerpt: '', sections: [], ...sectionOf(host) };
      const result = place(host, stand);
      // A PDF page whose excerpt, from after its masthead, highlights nothing matched only the title
      // or kind the result above already shows: it gets no line of its own.
      if (markedWords(item.excerpt).length === 0) continue;
      const detail = documentPlace(item.document);
      result.sections.push({
        title: documentName(item.title),
        url: item.url,
        excerpt: item.excerpt,
        ...(detail ? { detail } : {}),
      });
    } else if (!item.document && pages.get(pathOf(item.url)) === item) place(pathOf(item.url), item);
    else shown.push(item);
  }
  return shown;
}

/**
 * An excerpt with its matches in <mark>, every piece rendered as text, never as HTML. An opening that
 * only repeats one of the `titles` shown above it is left out.
 */
function Excerpt({ html, titles = [], className }: { html: string; titles?: string[]; className?: string }) {
  const found = excerptSegments(html);
  // The first title the excerpt opens with is taken off; the others are then not looked for.
  const after = titles.reduce((kept, title) => (kept === found ? excerptAfterTitle(kept, title) : kept), found);
  const segments = withEllipsis(after);
  return (
    <span className={className}>
      {segments.map((segment, index) =>
        segment.mark ? (
          <mark key={index} className="rounded-sm bg-earth-100 px-0.5 font-semibold text-ink">
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}

/** Above a result's title: where it stands ("Media Center › Press Statements"). */
function Eyebrow({ parts }: { parts: (string | undefined)[] }) {
  const shown = parts.filter((part, at): part is string => !!part && parts.indexOf(part) === at);
  if (shown.length === 0) return null;
  return (
    <span className="flex flex-wrap items-center gap-x-1.5 text-xs font-semibold tracking-wide text-ink-subtle uppercase">
      {shown.map((part, at) => (
        <span key={part} className="contents">
          {at > 0 ? (
            <span aria-hidden="true" className="text-brand-300">
              ›
            </span>
          ) : null}
          <span>{part}</span>
        </span>
      ))}
    </span>
  );
}

/**
 * One result and the links to its other matching parts. Roving focus: only the `active` link is in
 * the tab order, and `onActivate` is told when another link takes focus.
 */
export function SearchResultItem({
  item,
  onNavigate,
  active,
  onActivate,
}: {
  item: ResultItem;
  onNavigate: () => void;
  active: string | undefined;
  onActivate: (url: string) => void;
}) {
  const roving = (url: string) => ({ tabIndex: url === active ? 0 : -1, onFocus: () => onActivate(url) });
  const place = item.document ? documentPlace(item.document) : undefined;
  return (
    <li className="rounded-lg ring-1 ring-brand-900/10">
      <a
        href={item.url}
        onClick={onNavigate}
        {...roving(item.url)}
        className="block rounded-lg px-3 py-2.5 hover:bg-brand-50 focus-visible:bg-brand-50"
      >
        <Eyebrow parts={item.document ? [item.document.kind] : [item.section, item.context ?? item.subsection]} />
        <span className="block font-semibold text-brand-800">
          {item.document ? documentName(item.title) : item.title}
          {place ? <span className="ml-2 text-sm font-normal text-ink-subtle">{place}</span> : null}
        </span>
        {item.excerpt ? (
          <Excerpt html={item.excerpt} titles={[item.title]} className="mt-0.5 block text-sm text-ink-muted" />
        ) : null}
      </a>
      {item.sections.length > 0 ? (
        <ul
          aria-label={fill(copy.moreIn, { page: item.context ?? item.title })}
          className="mx-3 mb-2 border-l-2 border-brand-100 pl-3"
        >
          {item.sections.map((section) => (
            <li key={section.url}>
              <a
                href={section.url}
                onClick={onNavigate}
                {...roving(section.url)}
                className="block rounded-md px-2 py-1.5 hover:bg-brand-50 focus-visible:bg-brand-50"
              >
                <span className="block text-sm font-semibold text-brand-800">
                  {section.title}
                  {section.detail ? (
                    <span className="ml-2 text-xs font-normal text-ink-subtle">{section.detail}</span>
                  ) : null}
                </span>
                <Excerpt
                  html={section.excerpt}
                  titles={[section.title, item.title]}
                  className="block text-sm text-ink-muted"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
