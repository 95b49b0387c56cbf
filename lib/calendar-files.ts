import { site } from '@/content/site';
import type { Agm, ScheduledCourse, ScheduledTraining } from '@/content/schema';
import { yearOf } from './dates';
import { anchorId } from './slug';

/**
 * Where the public calendar (.ics) files live, and which content has none. Pages link to them with
 * `AddToCalendar`; scripts/lib/ics.ts makes their content and the post-build step writes them into out/.
 * Kept free of the calendar library, so a page or test that only links to a file does not load it.
 */

export type TrainingInput = Pick<
  ScheduledTraining,
  'id' | 'title' | 'description' | 'time' | 'location' | 'duration' | 'startDate' | 'span' | 'hours'
>;
export type CourseInput = Pick<ScheduledCourse, 'name' | 'dates' | 'registrationLink' | 'status' | 'span'>;
export type AgmInput = Pick<Agm, 'title' | 'date' | 'venue' | 'description'>;

export const trainingsFeedPath = '/ics/trainings.ics';
export const trainingsFeedName = `${site.name} trainings`;

/** The path of a training's calendar file. */
export function trainingCalendarPath(training: Pick<TrainingInput, 'id'>): string {
  return `/ics/trainings/${training.id}.ics`;
}

/** The path of a short course's calendar file (named as its heading's id), or null while its dates are to be confirmed. */
export function courseCalendarPath(course: Pick<CourseInput, 'name' | 'span'>): string | null {
  const slug = anchorId(course.name);
  return slug && course.span ? `/ics/courses/${slug}.ics` : null;
}

/** The path of the AGM's calendar file, named by its year. */
export function agmCalendarPath(agm: Pick<AgmInput, 'date'>): string {
  return `/ics/agm-${yearOf(agm.date)}.ics`;
}
