import { site } from '@/content/site';
import type { Agm, ShortCourse, Training } from '@/content/types';
import { courseSpan, singleDay, trainingSchedule, type Parsed } from './event-dates';
import { buildCalendar, type CalendarEvent } from './ics';

/**
 * The public calendar (.ics) files: where each one lives, what it holds, and which content has none.
 * The post-build step writes them into out/; pages link to them with `AddToCalendar`.
 */

type TrainingInput = Pick<Training, 'id' | 'title' | 'description' | 'time' | 'location' | 'duration' | 'startDate'>;
type CourseInput = Pick<ShortCourse, 'name' | 'date' | 'registrationLink' | 'status' | 'startDate' | 'endDate'>;
type AgmInput = Pick<Agm, 'title' | 'date' | 'isoDate' | 'venue' | 'description'>;

const host = new URL(site.url).host;
const organizer = { name: site.name, email: site.contacts.trainingEmail };

export const trainingsFeedPath = '/ics/trainings.ics';
export const trainingsFeedName = `${site.name} trainings`;

/** A course's file name: its name lowercased, runs of other characters turned into one hyphen. */
export function courseSlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The path of a training's calendar file, or null when its dates cannot be read. */
export function trainingCalendarPath(training: Pick<TrainingInput, 'id' | 'startDate' | 'duration' | 'time'>): string | null {
  return trainingSchedule(training).ok ? `/ics/trainings/${training.id}.ics` : null;
}

/** The path of a short course's calendar file, or null when it has no fixed, readable dates. */
export function courseCalendarPath(course: Pick<CourseInput, 'name' | 'startDate' | 'endDate'>): string | null {
  const slug = courseSlug(course.name);
  return slug && courseSpan(course).ok ? `/ics/courses/${slug}.ics` : null;
}

/** The path of the AGM's calendar file, named by its year, or null when its date cannot be read. */
export function agmCalendarPath(agm: Pick<AgmInput, 'isoDate'>): string | null {
  const day = singleDay(agm.isoDate);
  return day.ok ? `/ics/agm-${day.value.first.year}.ics` : null;
}

export function trainingEvent(training: TrainingInput): Parsed<CalendarEvent> {
  const schedule = trainingSchedule(training);
  if (!schedule.ok) return schedule;
  const url = `${site.url}/trainings/calendar`;
  return {
    ok: true,
    value: {
      uid: `training-${training.id}@${host}`,
      title: training.title,
      description: `${training.description}\n\n${training.time} East Africa Time, ${training.duration}, ${training.location}.\nDetails and registration: ${url}`,
      location: training.location,
      url,
      organizer,
      when: { kind: 'daily', schedule: schedule.value },
    },
  };
}

export function courseEvent(course: CourseInput): Parsed<CalendarEvent> {
  const span = courseSpan(course);
  if (!span.ok) return span;
  const url = `${site.url}/trainings/short-courses`;
  const register = /^https?:\/\//.test(course.registrationLink) ? `\nRegistration: ${course.registrationLink}` : '';
  return {
    ok: true,
    value: {
      uid: `course-${courseSlug(course.name)}@${host}`,
      title: course.name,
      description: `Short course of the ${site.name}, ${course.date}.\nDetails: ${url}${register}`,
      url,
      organizer,
      when: { kind: 'all-day', span: span.value },
    },
  };
}

export function agmEvent(agm: AgmInput): Parsed<CalendarEvent> {
  const day = singleDay(agm.isoDate);
  if (!day.ok) return day;
  const url = `${site.url}/agm`;
  return {
    ok: true,
    value: {
      uid: `agm-${day.value.first.year}@${host}`,
      title: `${site.shortName} ${agm.title}`,
      description: `${agm.description}\n\nDetails: ${url}`,
      location: `${agm.venue}, ${site.contacts.address.country}`,
      url,
      organizer: { name: site.name, email: site.contacts.secretariatEmail },
      when: { kind: 'all-day', span: day.value },
    },
  };
}

export interface CalendarFile {
  /** Public path, starting with /ics/. */
  path: string;
  /** RFC 5545 text with CRLF line endings. */
  content: string;
}

export interface CalendarFilesResult {
  files: CalendarFile[];
  /** One line per training, course or event whose dates cannot be read, naming it and saying why. */
  warnings: string[];
  /** Courses left out on purpose: their dates are not fixed yet ("TO BE CONFIRMED"). */
  notes: string[];
}

/**
 * Every calendar file of the site: one per training, per short course with fixed dates, the AGM, and
 * a feed of all trainings. An entry whose dates cannot be read gets no file and a warning instead.
 */
export function buildCalendarFiles(
  content: { trainings: readonly TrainingInput[]; shortCourses: readonly CourseInput[]; agm: AgmInput },
  now: Date,
): CalendarFilesResult {
  const files: CalendarFile[] = [];
  const warnings: string[] = [];
  const notes: string[] = [];
  const feedEvents: CalendarEvent[] = [];

  function add(path: string | null, event: Parsed<CalendarEvent>, label: string) {
    if (!event.ok || path === null) {
      warnings.push(`no calendar file for ${label}: ${event.ok ? 'its file name cannot be made' : event.reason}`);
      return null;
    }
    const text = buildCalendar([event.value], { now });
    if (!text.ok) {
      warnings.push(`no calendar file for ${label}: ${text.reason}`);
      return null;
    }
    files.push({ path, content: text.value });
    return event.value;
  }

  for (const training of content.trainings) {
    const event = add(trainingCalendarPath(training), trainingEvent(training), `training ${training.id} "${training.title}"`);
    if (event) feedEvents.push(event);
  }
  for (const course of content.shortCourses) {
    if (course.startDate === undefined && course.endDate === undefined) {
      notes.push(`no calendar file for short course "${course.name}": its dates are not fixed yet ("${course.date}")`);
      continue;
    }
    add(courseCalendarPath(course), courseEvent(course), `short course "${course.name}"`);
  }
  add(agmCalendarPath(content.agm), agmEvent(content.agm), `"${content.agm.title}"`);

  const feed = buildCalendar(feedEvents, { now, name: trainingsFeedName });
  if (feed.ok) files.push({ path: trainingsFeedPath, content: feed.value });
  else warnings.push(`no trainings feed: ${feed.reason}`);

  return { files, warnings, notes };
}
