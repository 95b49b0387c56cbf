/**
 * The link-preview card of every page: a post's is cut from its photo, every other is drawn from its
 * content (lib/social-card-layout.ts). `cardSubjects` names every drawn card, so the build
 * (scripts/images/cards.ts) and the page agree on its address, which holds a hash of the drawing:
 * changed text gets a new address, and an unchanged card is never drawn again.
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
import { cardSize, cardSvg, plainText, type CardText } from './social-card-layout';
import { anchorId } from './slug';
import { numberedListPages, pagedLists } from './list-index';
import { calendarPagePath, trainingYearPages } from './training-window';
import { trainings } from './trainings';

/** An image for link previews, with its size and its text alternative. */
export interface OgImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What one drawn card shows, and where its file goes. */
export interface CardSubject {
  /** Unique among cards, e.g. "press-statement/nairobi-air-quality"; part of the file name. */
  key: string;
  /** "Press statement", "Media Center". */
  kind: string;
  title: string;
  /** A date or a place, under the title. */
  detail?: string;
  /** The image key of the item's photo (content/images/<key>.jpg), shown on the card's right. */
  photo?: string;
}

const hasPlaceholder = (text: string) => /\{[a-zA-Z]+\}/.test(text);
const keyPart = (text: string) => anchorId(text).slice(0, 60).replace(/-+$/, '') || 'item';

/** The card of an item of a kind named in content/pages.ts (`socialCards.kinds`). */
export function itemCard(kind: CardKind, item: { title: string; detail?: string; photo?: string; key?: string }) {
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

/** An AGM's card: its first photo beside its title, date and venue; one per year. */
export const agmCard = (meeting: Agm): CardSubject =>
  itemCard('agm', {
    key: yearOf(meeting.date),
    title: meeting.title,
    detail: `${formatLongDate(meeting.date)} · ${meeting.venue}`,
    photo: meeting.photos[0]?.src,
  });

/**
 * The card of /agm: the card of the meeting it shows on the build day, at an address of its own, so
 * that a link to /agm and a link to that meeting's page each preview as their own page.
 */
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

/** Pages that are items (a title or an address filled from the item) get their item's card, not a page card. */
const pageCardPages = () =>
  Object.values(pages as Record<string, PageCopy>).filter(
    (page) =>
      page.path !== '/' &&
      !hasPlaceholder(page.path) &&
      !hasPlaceholder(page.title) &&
      !['notFound', 'offline'].some((name) => (pages as Record<string, PageCopy>)[name] === page),
  );

/** The card of a list page or hub, from its copy in content/pages.ts; undefined for the home page and item pages. */
export function pageCard(path: string): CardSubject | undefined {
  const page = pageCardPages().find((candidate) => candidate.path === path);
  if (!page) return undefined;
  return {
    key: `page/${keyPart(page.path.replace(/\//g, ' '))}`,
    kind: pageKind(page),
    title: page.title,
  };
}

/**
 * The card of a numbered page of a list (`/blogs/page/2`): the list's card, with the page's number
 * in the words of the list's copy (its `page` text). Page 1 is the list itself and has its card.
 */
export function listPageCard(listPath: string, page: number): CardSubject | undefined {
  const card = pageCard(listPath);
  if (!card || page <= 1) return card;
  const copy = pageCardPages().find((candidate) => candidate.path === listPath);
  const detail = (copy?.texts?.page ?? '{page}').replace('{page}', String(page));
  return { ...card, key: `${card.key}-page-${page}`, detail };
}

/** The card of a year's page of trainings held: the calendar's card, with the year. */
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

function cardText(subject: CardSubject): CardText {
  return {
    kind: subject.kind,
    title: subject.title,
    ...(subject.detail ? { detail: subject.detail } : {}),
    siteName: site.name,
  };
}

/** The SVG drawing of a card (its photo, if any, is laid over the right of it by the build). */
export function subjectSvg(subject: CardSubject): string {
  return cardSvg(cardText(subject), { photo: Boolean(subject.photo) });
}

/** The version of a card's file: a hash of its drawing and of its photo's version. */
export function cardVersion(subject: CardSubject): string {
  const hash = createHash('sha256').update(subjectSvg(subject));
  if (subject.photo) {
    const photo = readImageManifest()[subject.photo];
    if (!photo)
      throw new Error(`The card "${subject.key}" shows the image "${subject.photo}", which is not in the manifest`);
    hash.update('\0').update(photo.version);
  }
  return hash.digest('hex').slice(0, 10);
}

/** The card's file under /images/og/, content-named like a photo's card. */
export function cardFile(subject: CardSubject): string {
  return imageCardUrl(`cards/${subject.key}`, cardVersion(subject));
}

/** The card's text alternative, from content/pages.ts `socialCards`. */
export function cardAlt(subject: CardSubject): string {
  const pattern = subject.detail ? socialCards.altWithDetail : socialCards.alt;
  const facts: Record<string, string> = {
    kind: subject.kind,
    title: plainText(subject.title),
    detail: subject.detail ?? '',
    site: site.name,
  } satisfies Record<(typeof socialCardFacts)[number], string>;
  return pattern.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) => facts[name] ?? whole);
}

/** The og:image of a drawn card: its address, size and text alternative. */
export function socialCard(subject: CardSubject): OgImage {
  return { url: cardFile(subject), ...cardSize, alt: cardAlt(subject) };
}
