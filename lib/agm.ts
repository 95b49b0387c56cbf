import type { Agm } from '@/content/schema';
import { formatLongDate, yearOf } from './dates';

/** "AGM 2026": the meeting's short name, from its date (menus, the page's title and heading). */
export function agmLabel(date: string): string {
  return `AGM ${yearOf(date)}`;
}

/** The facts the AGM page's copy fills in: its name, year and date come from its date. */
export function agmFacts(agm: Agm) {
  return {
    agm: agmLabel(agm.date),
    year: yearOf(agm.date),
    date: formatLongDate(agm.date),
    venue: agm.venue,
    attendees: agm.attendees,
    photoCount: agm.photos.length,
  };
}
