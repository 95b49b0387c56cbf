/**
 * The link-preview card of every page: a post's is cut from its photo, every other is drawn
 * (lib/social-card-layout.ts). `cardSubjects` names every drawn card, so the build and the page agree
 * on its address, which holds a hash of the drawing: an unchanged card is never drawn again.
 */
import { createHash } from 'node:crypto';
import { agms } from '@/content/agm';
import { bulletins } from '@/content/bulletins';
import { mainNavigation } from '@/content/navigation';
import { newsletterIssues } from '@/content/newsletter';
import { pages, socialCards } from '@/content/pages';
import type { socialCardFacts } from './page-facts';
import { pressStatements } from '@/content/press';
import { site } from '@/content/site';
import type { Agm, Bulletin, CardKind, NewsletterIssue, PageCopy, PressStatement } from '@/content/schema';
import { shownAgm } from './agm';
import { buildDay } from './build-date';
import { formatLongDate, formatMonthYear, yearOf } from './dates';
import { readImageManifest } from './image-manifest';
import { imageCardUrl } from './image-url';
import { cardSize, cardSvg, plainText } from './social-card-layout';
import { anchorId } from './slug';
import { numberedListPages, pagedLists } from './list-index';
import { calendarPagePath, trainingYearPages } from './training-window';
import { trainings } from './trainings';

export interface OgImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

export interface CardSubject {
  /** Unique among cards, e.g. "press-statement/nairobi-air-quality"; part of the file name. */
  key: string;
  /** "Press statement", "Media Center". */
  kind: string;
  title: string;
  detail?: string;
  /** The image key of the item's photo, shown on the card's right. */
  photo?: string;
}

const hasPlaceholder = (text: string) => /\{[a-zA-Z]+\}/.test(text);
const keyPart = (text: string) => anchorId(text).slice(0, 60).replace(/-+$/, '') || 'item';

/** The card of an item of a kind named in content/pages.ts (`socialCards.kinds`). */
function itemCard(kind: CardKind, item: { title: string; detail?: string; photo?: string; key?: string }) {
  return {
    key: `${kind.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}/${item.key ?? keyPart(item.title)}`,
    kind: socialCards.kinds[kind],
    title: item.title,
    ...(item.detail ? { detail: item.detail } : {}),
    ...(item.photo ? { photo: item.photo } : {}),
  } satisfies CardSubject;
}

export const pressStatementCard = (statement: PressStatement): CardSubject =>
  itemCard('pressStatement', { key: statement.slug, title: statement.title, detail: formatLongDate(statement.date) });

export const bulletinCard = (bulletin: Bulletin): CardSubject =>
  itemCard('bulletin', { key: bulletin.slug, title: bulletin.title, detail: formatMonthYear(bulletin.date) });

export const newsletterIssueCard = (issue: NewsletterIssue): CardSubject =>
  itemCard('newsletterIssue', { title: issue.title, detail: formatMonthYear(issue.date) });

/** One per year, with the meeting's first photo. */
export const agmCard = (meeting: Agm): CardSubject =>
  itemCard('agm', {
    key: yearOf(meeting.date),
    title: meeting.title,
    detail: `${formatLongDate(meeting.date)} · ${meeting.venue}`,
    photo: meeting.photos[0]?.src,
  });

/** The card of /agm: its meeting's card at an address of its own, apart from the meeting's page. */
export const agmPageCard = (meeting: Agm): CardSubject => ({ ...agmCard(meeting), key: 'agm/shown' });

/** The menu group a page belongs to ("Media Center"): the kind its card shows. */
function pageKind(copy: Pick<PageCopy, 'path' | 'eyebrow'>): string {
  const group = mainNavigation.find(
    (entry) => entry.href === copy.path || entry.children?.some((child) => child.href === copy.path),
  );
  if (group && !hasPlaceholder(group.label)) return group.label;
  if (copy.eyebrow && !hasPlaceholder(copy.eyebrow)) return copy.eyebrow;
  return socialCards.otherPage;
}

/** Pages with a card of their own: not the home page, item pages (filled from the item), 404 and offline. */
const pageCardPages = () =>
  Object.values(pages as Record<string, PageCopy>).filter(
    (page) =>
      page.path !== '/' &&
      !hasPlaceholder(page.path) &&
      !hasPlaceholder(page.title) &&
      !['notFound', 'offline'].some((name) => (pages as Record<string, PageCopy>)[name] === page),
  );

/** The card of a list page or hub, from its copy in content/pages.ts. */
export function pageCard(path: string): CardSubject | undefined {
  const page = pageCardPages().find((candidate) => candidate.path === path);
  if (!page) return undefined;
  return {
    key: `page/${keyPart(page.path.replace(/\//g, ' '))}`,
    kind: pageKind(page),
    title: page.title,
  };
}

/** The card of `/blogs/page/2`: the list's card with the page's number in the list's `page` text. */
export function listPageCard(listPath: string, page: number): CardSubject | undefined {
  const card = pageCard(listPath);
  if (!card || page <= 1) return card;
  const copy = pageCardPages().find((candidate) => candidate.path === listPath);
  const detail = (copy?.texts?.page ?? '{page}').replace('{page}', String(page));
  return { ...card, key: `${card.key}-page-${page}`, detail };
}

/** The calendar's card, with the year. */
export function trainingYearCard(year: string): CardSubject | undefined {
  const card = pageCard(calendarPagePath);
  return card ? { ...card, key: `${card.key}-${year}`, detail: year } : undefined;
}

/** Every drawn card of the site: the build draws these, and only these. */
export function cardSubjects(): CardSubject[] {
  return [
    ...pageCardPages().map((page) => pageCard(page.path)!),
    ...numberedListPages()
      .filter(({ page }) => page > 1)
      .map(({ list, page }) => listPageCard(pagedLists[list].path, page)!),
    ...pressStatements.map(pressStatementCard),
    ...bulletins.map(bulletinCard),
    ...newsletterIssues.map(newsletterIssueCard),
    ...agms.map(agmCard),
    agmPageCard(shownAgm(agms, buildDay())),
    ...trainingYearPages(trainings, buildDay()).flatMap(({ year }) => trainingYearCard(year) ?? []),
  ];
}

/** The build lays the photo, if any, over the right of it. */
export function subjectSvg({ kind, title, detail, photo }: CardSubject): string {
  return cardSvg({ kind, title, ...(detail ? { detail } : {}), siteName: site.name }, { photo: Boolean(photo) });
}

/** A hash of its drawing and of its photo's version. */
function cardVersion(subject: CardSubject): string {
  const hash = createHash('sha256').update(subjectSvg(subject));
  if (subject.photo) {
    const photo = readImageManifest()[subject.photo];
    if (!photo)
      throw new Error(`The card "${subject.key}" shows the image "${subject.photo}", which is not in the manifest`);
    hash.update('\0').update(photo.version);
  }
  return hash.digest('hex').slice(0, 10);
}

/** Under /images/og/, content-named like a photo's card. */
export function cardFile(subject: CardSubject): string {
  return imageCardUrl(`cards/${subject.key}`, cardVersion(subject));
}

/** The card's text alternative, from content/pages.ts `socialCards`. */
function cardAlt(subject: CardSubject): string {
  const pattern = subject.detail ? socialCards.altWithDetail : socialCards.alt;
  const facts: Record<string, string> = {
    kind: subject.kind,
    title: plainText(subject.title),
    detail: subject.detail ?? '',
    site: site.name,
  } satisfies Record<(typeof socialCardFacts)[number], string>;
  return pattern.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => facts[name] ?? whole);
}

export function socialCard(subject: CardSubject): OgImage {
  return { url: cardFile(subject), ...cardSize, alt: cardAlt(subject) };
}
