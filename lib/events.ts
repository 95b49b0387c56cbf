/**
 * The institute's events in one list, for the events calendar (/calendar) and the News & Events hub:
 * trainings, short courses with fixed dates, the AGMs and the conference.
 */
import type { DayRange, ScheduledCourse, ScheduledTraining } from '@/content/schema';
import { agmHref, agmPageHref } from './agm';
import { formatDayRange, formatMonthYear, groupedBy, monthKey } from './dates';
import { anchorId } from './slug';
import { isOver } from './today';
import { calendarPagePath, trainingHref } from './training-window';

export type EventKind = 'training' | 'course' | 'agm' | 'conference';

export interface SiteEvent {
  kind: EventKind;
  title: string;
  first: string;
  last: string;
  /** "3rd – 7th March 2025". */
  when: string;
  /** A path inside the site, or the event's own site. */
  href: string;
  external: boolean;
  place?: string;
}

export interface EventSources {
  trainings: readonly Pick<ScheduledTraining, 'title' | 'startDate' | 'span' | 'location'>[];
  courses: readonly Pick<ScheduledCourse, 'name' | 'span'>[];
  agms: readonly { title: string; date: string; venue: string }[];
  conference: { title: string; days: { start: string; end: string }; venue: string; href: string };
  /** The build day, to link each training and AGM to the page that shows it that day. */
  day?: string;
}

function event(kind: EventKind, title: string, days: Required<DayRange>, href: string, place?: string): SiteEvent {
  return {
    kind,
    title,
    first: days.start,
    last: days.end,
    when: formatDayRange(days),
    href,
    external: /^https?:\/\//.test(href),
    ...(place ? { place } : {}),
  };
}

/** Every event with fixed dates, the earliest first. */
export function siteEvents({ trainings, courses, agms, conference, day }: EventSources): SiteEvent[] {
  const events: SiteEvent[] = [];
  for (const training of trainings) {
    const href = day ? trainingHref(training, day) : `${calendarPagePath}#${anchorId(training.title)}`;
    events.push(event('training', training.title, training.span, href, training.location));
  }
  for (const course of courses) {
    if (course.span) {
      events.push(event('course', course.name, course.span, `/trainings/short-courses#${anchorId(course.name)}`));
    }
  }
  for (const agm of agms) {
    const href = day ? agmPageHref(agms, agm, day) : agmHref(agm);
    events.push(event('agm', agm.title, { start: agm.date, end: agm.date }, href, agm.venue));
  }
  events.push(event('conference', conference.title, conference.days, conference.href, conference.venue));
  return events.sort((a, b) => a.first.localeCompare(b.first) || a.last.localeCompare(b.last));
}

/** Events not over on `today` (ongoing or to come), the soonest first. */
export function upcomingEvents(events: readonly SiteEvent[], today: string): SiteEvent[] {
  return events.filter((item) => !isOver(item.last, today));
}

/** Events over on `today`, the latest first; with `since`, only those that ended on or after that day. */
export function pastEvents(events: readonly SiteEvent[], today: string, since?: string): SiteEvent[] {
  return events
    .filter((item) => isOver(item.last, today) && (since === undefined || !isOver(item.last, since)))
    .sort((a, b) => b.last.localeCompare(a.last) || b.first.localeCompare(a.first));
}

export interface EventMonth {
  /** "2025-03". */
  key: string;
  /** "March 2025". */
  label: string;
  events: SiteEvent[];
}

/** Events grouped by the month they start in. */
export function eventsByMonth(events: readonly SiteEvent[]): EventMonth[] {
  return groupedBy(events, (item) => monthKey(item.first)).map(([key, month]) => ({
    key,
    label: formatMonthYear(month[0]!.first),
    events: month,
  }));
}
