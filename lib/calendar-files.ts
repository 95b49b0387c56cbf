import { site } from '@/content/site';
import type { Agm, ShortCourse, Training } from '@/content/schema';
import { courseSpan, singleDay, trainingSchedule } from './event-dates';

/**
 * Where the public calendar (.ics) files live, and which content has none. Pages link to them with
 * `AddToCalendar`; scripts/lib/ics.ts makes their content and the post-build step writes them into out/.
 * Kept free of the calendar library, so a page or test that only links to a file does not load it.
 */

export type TrainingInput = Pick<
  Training,
  'id' | 'title' | 'description' | 'time' | 'location' | 'duration' | 'startDate'
>;
export type CourseInput = Pick<ShortCourse, 'name' | 'dates' | 'registrationLink' | 'status'>;
export type AgmInput = Pick<Agm, 'title' | 'date' | 'venue' | 'description'>;

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
export function trainingCalendarPath(
  training: Pick<TrainingInput, 'id' | 'startDate' | 'duration' | 'time'>,
): string | null {
  return trainingSchedule(training).ok ? `/ics/trainings/${training.id}.ics` : null;
}

/** The path of a short course's calendar file, or null when it has no fixed, readable dates. */
export function courseCalendarPath(course: Pick<CourseInput, 'name' | 'dates'>): string | null {
  const slug = courseSlug(course.name);
  return slug && courseSpan(course).ok ? `/ics/courses/${slug}.ics` : null;
}

/** The path of the AGM's calendar file, named by its year, or null when its date cannot be read. */
export function agmCalendarPath(agm: Pick<AgmInput, 'date'>): string | null {
  const day = singleDay(agm.date);
  return day.ok ? `/ics/agm-${day.value.first.year}.ics` : null;
}
