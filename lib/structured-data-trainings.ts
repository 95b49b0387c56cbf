import { site } from '@/content/site';
import type { ShortCourse, Training } from '@/content/schema';
import { absoluteUrl } from './seo';
import { courseRange, isIsoDay, lastDayIso } from './dates';
import { parseDurationDays } from './event-dates';

const organizer = () => ({
  '@type': 'Organization',
  '@id': absoluteUrl('/#organization'),
  name: site.name,
  url: site.url,
});

/** Last day of a training from its first day and its duration ("2 days"); null when unreadable. */
export function trainingEndDate(startDate: string, duration: string): string | null {
  const days = parseDurationDays(duration);
  return days.ok && isIsoDay(startDate) ? lastDayIso(startDate, days.value) : null;
}

/** schema.org Event for every training on the calendar (online, organised by the institute). */
export function trainingEventsJsonLd(trainings: readonly Training[], pagePath: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': trainings.map((training) => {
      const endDate = trainingEndDate(training.startDate, training.duration);
      return {
        '@type': 'Event',
        name: training.title,
        description: training.description,
        startDate: training.startDate,
        ...(endDate ? { endDate } : {}),
        eventStatus: 'https://schema.org/EventScheduled',
        eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        location: { '@type': 'VirtualLocation', url: absoluteUrl(pagePath) },
        organizer: organizer(),
        maximumAttendeeCapacity: training.capacity,
        remainingAttendeeCapacity: Math.max(0, training.capacity - training.registered),
      };
    }),
  };
}

/** schema.org Course for every short course, with a CourseInstance carrying its dates when fixed. */
export function shortCoursesJsonLd(courses: readonly ShortCourse[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': courses.map((course) => {
      const range = courseRange(course.dates);
      return {
        '@type': 'Course',
        name: course.name,
        description: `${course.name}: a short course for environmental practitioners by the ${site.name}.`,
        provider: organizer(),
        hasCourseInstance: {
          '@type': 'CourseInstance',
          courseMode: 'Blended',
          ...(range ? { startDate: range.start, endDate: range.end ?? range.start } : {}),
          ...(/^https?:\/\//.test(course.registrationLink) && course.status === 'registration-open'
            ? { url: course.registrationLink }
            : {}),
        },
      };
    }),
  };
}
