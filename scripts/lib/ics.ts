import { Buffer } from 'node:buffer';
import { createEvents, type DateArray, type EventAttributes } from 'ics';
import { site } from '@/content/site';
import { addDays, dayOf, type CalendarDay, type DailyHours, type TimeOfDay } from '@/content/schema/values';
import type { DaySpan } from '@/content/schema';
import {
  agmCalendarPath,
  courseCalendarPath,
  trainingCalendarPath,
  trainingsFeedName,
  trainingsFeedPath,
  type AgmInput,
  type CourseInput,
  type TrainingInput,
} from '@/lib/calendar-files';
import { agmHref } from '@/lib/agm';
import { inCalendarWindow } from '@/lib/training-window';
import { formatDayRange } from '@/lib/dates';
import { anchorId } from '@/lib/slug';

/**
 * The site's calendar files (RFC 5545), built with the `ics` package and refolded afterwards.
 *
 * Timed events are written in UTC from East Africa Time, not as TZID=Africa/Nairobi: Kenya has kept
 * UTC+3 all year since 1942, and `ics` cannot emit the VTIMEZONE block a TZID needs (without one,
 * some clients drop the event). Days without hours are all-day DATE values, which have no time zone.
 */
const eastAfricaOffsetHours = 3;

export const productId = '-//Environmental Institute of Kenya//Website calendar//EN';

export type EventWhen = { kind: 'daily'; span: DaySpan; hours: DailyHours } | { kind: 'all-day'; span: DaySpan };

/** A calendar's text, or the calendar library's reason for refusing it. */
export type Built<T> = { ok: true; value: T } | { ok: false; reason: string };

export interface CalendarEvent {
  /** Globally unique and stable across builds, so a re-import or the feed updates rather than duplicates. */
  uid: string;
  title: string;
  description: string;
  location?: string;
  url: string;
  organizer: { name: string; email: string };
  when: EventWhen;
}

export function eastAfricaToUtc(day: CalendarDay, time: TimeOfDay): number {
  return Date.UTC(day.year, day.month - 1, day.day, time.hour - eastAfricaOffsetHours, time.minute);
}

const dateArray = (day: CalendarDay): DateArray => [day.year, day.month, day.day];

type Timing = Pick<EventAttributes, 'start' | 'startInputType' | 'startOutputType' | 'recurrenceRule'> & {
  end: EventAttributes['start'];
};

function timing(when: EventWhen): Timing {
  if (when.kind === 'all-day') {
    // DTEND of an all-day event is the day after the last one (RFC 5545, 3.6.1).
    return { start: dateArray(dayOf(when.span.start)), end: dateArray(addDays(dayOf(when.span.end), 1)) };
  }
  const first = dayOf(when.span.start);
  const { days } = when.span;
  return {
    start: eastAfricaToUtc(first, when.hours.start),
    end: eastAfricaToUtc(first, when.hours.end),
    startInputType: 'utc',
    startOutputType: 'utc',
    // One session a day on consecutive days: calendars show 9 to 5 each day, not a block through the nights.
    recurrenceRule: days > 1 ? `FREQ=DAILY;COUNT=${days}` : undefined,
  };
}

/** Folds one content line at 75 octets (RFC 5545, 3.1), never inside a UTF-8 sequence. */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  // The first line holds 75 octets; each continuation holds a leading space plus 74.
  let limit = 75;
  for (const char of line) {
    const length = Buffer.byteLength(char, 'utf8');
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74;
    }
    current += char;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Refolds calendar text to CRLF lines of at most 75 octets: the `ics` package folds at 75 characters. */
export function foldLines(text: string): string {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  const lines = unfolded.split(/\r\n|\n|\r/).filter((line) => line !== '');
  return lines.map(foldLine).join('\r\n') + '\r\n';
}

/** One VCALENDAR holding `events` (a feed when `name` is given), or the library's validation message. */
export function buildCalendar(events: CalendarEvent[], options: { now: Date; name?: string }): Built<string> {
  const { error, value } = createEvents(
    events.map(
      ({ when, ...event }) => ({ ...event, timestamp: options.now.getTime(), ...timing(when) }) as EventAttributes,
    ),
    { productId, method: 'PUBLISH', ...(options.name ? { calName: options.name } : {}) },
  );
  if (error || value === null) return { ok: false, reason: error?.message ?? 'the calendar could not be built' };
  return { ok: true, value: foldLines(value) };
}

const host = new URL(site.url).host;
const organizer = { name: site.name, email: site.contacts.trainingEmail };

export function trainingEvent(training: TrainingInput): CalendarEvent {
  const url = `${site.url}/trainings/calendar`;
  return {
    uid: `training-${training.id}@${host}`,
    title: training.title,
    description: `${training.description}\n\n${training.time} East Africa Time, ${training.duration}, ${training.location}.\nDetails and registration: ${url}`,
    location: training.location,
    url,
    organizer,
    when: { kind: 'daily', span: training.span, hours: training.hours },
  };
}

export function courseEvent(course: CourseInput & { span: DaySpan }): CalendarEvent {
  const url = `${site.url}/trainings/short-courses`;
  const register = /^https?:\/\//.test(course.registrationLink) ? `\nRegistration: ${course.registrationLink}` : '';
  return {
    uid: `course-${anchorId(course.name)}@${host}`,
    title: course.name,
    description: `Short course of the ${site.name}, ${formatDayRange(course.span)}.\nDetails: ${url}${register}`,
    url,
    organizer,
    when: { kind: 'all-day', span: course.span },
  };
}

export function agmEvent(agm: AgmInput): CalendarEvent {
  // The meeting's own page, which stays when a later meeting takes /agm.
  const url = `${site.url}${agmHref(agm)}`;
  return {
    uid: `agm-${dayOf(agm.date).year}@${host}`,
    title: `${site.shortName} ${agm.title}`,
    description: `${agm.description}\n\nDetails: ${url}`,
    location: `${agm.venue}, ${site.contacts.address.country}`,
    url,
    organizer: { name: site.name, email: site.contacts.secretariatEmail },
    when: { kind: 'all-day', span: { start: agm.date, end: agm.date, days: 1 } },
  };
}

/**
 * Every calendar file (by public path) of the site: one per training, per short course with fixed
 * dates, per AGM, and a feed of all trainings; a warning for each event the calendar library refuses,
 * and a note for each course whose dates are not fixed yet.
 */
export function buildCalendarFiles(
  content: { trainings: readonly TrainingInput[]; shortCourses: readonly CourseInput[]; agms: readonly AgmInput[] },
  now: Date,
  /**
   * The build day: the feed of all trainings then holds the trainings the training calendar shows on
   * that day (lib/training-window.ts), so it stays bounded; each training keeps its own file.
   */
  buildDay?: string,
): { files: { path: string; content: string }[]; warnings: string[]; notes: string[] } {
  const files: { path: string; content: string }[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  const feedEvents: CalendarEvent[] = [];

  function add(path: string | null, event: CalendarEvent, label: string) {
    const text = buildCalendar([event], { now });
    if (path === null || !text.ok) {
      warnings.push(`no calendar file for ${label}: ${text.ok ? 'its file name cannot be made' : text.reason}`);
      return null;
    }
    files.push({ path, content: text.value });
    return event;
  }

  for (const training of content.trainings) {
    const event = add(
      trainingCalendarPath(training),
      trainingEvent(training),
      `training ${training.id} "${training.title}"`,
    );
    if (event && (buildDay === undefined || inCalendarWindow(training, buildDay))) feedEvents.push(event);
  }
  for (const course of content.shortCourses) {
    if (!course.span) {
      notes.push(`no calendar file for short course "${course.name}": its dates are not fixed yet (to-be-confirmed)`);
      continue;
    }
    add(courseCalendarPath(course), courseEvent({ ...course, span: course.span }), `short course "${course.name}"`);
  }
  for (const agm of content.agms) add(agmCalendarPath(agm), agmEvent(agm), `"${agm.title}"`);

  const feed = buildCalendar(feedEvents, { now, name: trainingsFeedName });
  if (feed.ok) files.push({ path: trainingsFeedPath, content: feed.value });
  else warnings.push(`no trainings feed: ${feed.reason}`);

  return { files, warnings, notes };
}
