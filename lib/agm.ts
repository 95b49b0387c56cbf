/**
 * The AGMs of content/agm.ts and which one /agm shows on a given day: the next to come, or the latest
 * once none is to come. The HTML decides with the build day, the browser again with its own. Every
 * other meeting has its own page, /agm/{year}, whose address redirects to /agm while /agm shows it.
 */
import type { Agm } from '@/content/schema';
import { formatLongDate, yearOf } from './dates';
import { newestFirst } from './paging';
import { isOver } from './today';

export { newestFirst };

type Dated = Pick<Agm, 'date'>;

export const agmPath = '/agm';

/** "AGM 2026": menus, the page's title and heading. */
export function agmLabel(date: string): string {
  return `AGM ${yearOf(date)}`;
}

export function agmYear(meeting: Dated): string {
  return yearOf(meeting.date);
}

/** /agm/2025: the meeting's page once /agm no longer shows it, a redirect to /agm until then. */
export function agmHref(meeting: Dated): string {
  return `${agmPath}/${agmYear(meeting)}`;
}

/** The meetings still to come on `today` (to come until its day has passed), soonest first. */
function toCome<T extends Dated>(meetings: readonly T[], today: string): T[] {
  return newestFirst(meetings)
    .filter((meeting) => !isOver(meeting.date, today))
    .reverse();
}

/** The meeting /agm shows on `today`: the next one to come, or the latest when none is to come. */
export function shownAgm<T extends Dated>(meetings: readonly T[], today: string): T {
  const latest = newestFirst(meetings)[0];
  if (!latest) throw new Error('content/agm.ts lists no meeting');
  return toCome(meetings, today)[0] ?? latest;
}

/**
 * The meetings /agm can show from `day` on, in the order days reach them: those to come, or the latest
 * alone when none is. A browser whose day has passed the first shows the next, so the HTML carries these.
 */
export function agmsFrom<T extends Dated>(meetings: readonly T[], day: string): T[] {
  const coming = toCome(meetings, day);
  return coming.length > 0 ? coming : [shownAgm(meetings, day)];
}

/** The meetings held before `meeting`, the newest first. */
export function agmsBefore<T extends Dated>(meetings: readonly T[], meeting: Dated): T[] {
  return newestFirst(meetings).filter((other) => other.date < meeting.date);
}

function isOnAgmHub(meetings: readonly Dated[], meeting: Dated, day: string): boolean {
  return agmsFrom(meetings, day).some((shown) => shown.date === meeting.date);
}

/** The meetings with a page of their own from `day` on, the newest first. */
export function agmsWithPages<T extends Dated>(meetings: readonly T[], day: string): T[] {
  return newestFirst(meetings).filter((meeting) => !isOnAgmHub(meetings, meeting, day));
}

/** Where `meeting` is read from `day` on: /agm while /agm can show it, its own page after. */
export function agmPageHref(meetings: readonly Dated[], meeting: Dated, day: string): string {
  return isOnAgmHub(meetings, meeting, day) ? agmPath : agmHref(meeting);
}

/** The addresses of the meetings /agm shows, each a 301 to /agm (like content/redirects.ts). */
export function agmRedirects(meetings: readonly Dated[], day: string): { from: string; to: string }[] {
  return agmsFrom(meetings, day).map((meeting) => ({ from: agmHref(meeting), to: agmPath }));
}

/** Whether `meeting` is the latest in content: once it is held, the next one is still to be announced. */
export function isLatestAgm(meetings: readonly Dated[], meeting: Dated): boolean {
  return newestFirst(meetings)[0]?.date === meeting.date;
}

/** The meeting whose page is /agm/{year}. */
export function getAgm<T extends Dated>(meetings: readonly T[], year: string): T | undefined {
  return meetings.find((meeting) => agmYear(meeting) === year);
}

/** The facts the AGM pages' copy fills in. */
export function agmFacts(agm: Agm) {
  return {
    agm: agmLabel(agm.date),
    title: agm.title,
    year: yearOf(agm.date),
    date: formatLongDate(agm.date),
    venue: agm.venue,
    attendees: agm.attendees,
    photoCount: agm.photos.length,
  };
}
