/**
 * Where the calendar (.ics) files live; scripts/lib/ics.ts makes them. Free of the calendar library,
 * so a page that only links to a file does not load it.
 */
import { site } from '@/content/site';
import type { Agm, ScheduledCourse, ScheduledTraining } from '@/content/schema';
import { yearOf } from './dates';
import { anchorId } from './slug';

export type TrainingInput = Pick<
  ScheduledTraining,
  'id' | 'title' | 'description' | 'time' | 'location' | 'duration' | 'startDate' | 'span' | 'hours'
>;
export type CourseInput = Pick<ScheduledCourse, 'name' | 'dates' | 'registrationLink' | 'status' | 'span'>;
export type AgmInput = Pick<Agm, 'title' | 'date' | 'venue' | 'description'>;

export const trainingsFeedPath = '/ics/trainings.ics';
export const trainingsFeedName = `${site.name} trainings`;

export function trainingCalendarPath(training: Pick<TrainingInput, 'id'>): string {
  return `/ics/trainings/${training.id}.ics`;
}

/** Named as the course's heading id; null while its dates are to be confirmed. */
export function courseCalendarPath(course: Pick<CourseInput, 'name' | 'span'>): string | null {
  const slug = anchorId(course.name);
  return slug && course.span ? `/ics/courses/${slug}.ics` : null;
}

export function agmCalendarPath(agm: Pick<AgmInput, 'date'>): string {
  return `/ics/agm-${yearOf(agm.date)}.ics`;
}
