import { site } from '@/content/site';
import type { ScheduledCourse, ScheduledTraining } from '@/content/schema';
import { absoluteUrl } from './seo';
import { organizationRef } from './structured-data';

/** schema.org Event for every training on the calendar (online, organised by the institute). */
export function trainingEventsJsonLd(trainings: readonly ScheduledTraining[], pagePath: string) {
  return {
    '@context': 'https://schema.org',
    '@graph': trainings.map((training) => ({
      '@type': 'Event',
      name: training.title,
      description: training.description,
      startDate: training.span.start,
      endDate: training.span.end,
      eventStatus: 'https://schema.org/EventScheduled',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: absoluteUrl(pagePath) },
      organizer: organizationRef('Organization'),
      maximumAttendeeCapacity: training.capacity,
      remainingAttendeeCapacity: Math.max(0, training.capacity - training.registered),
    })),
  };
}

/** schema.org Course for every short course, with a CourseInstance carrying its dates when fixed. */
export function shortCoursesJsonLd(courses: readonly ScheduledCourse[]) {
  return {
    '@context': 'https://schema.org',
    '@graph': courses.map((course) => ({
      '@type': 'Course',
      name: course.name,
      description: `${course.name}: a short course for environmental practitioners by the ${site.name}.`,
      provider: organizationRef('Organization'),
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'Blended',
        ...(course.span ? { startDate: course.span.start, endDate: course.span.end } : {}),
        ...(/^https?:\/\//.test(course.registrationLink) && course.status === 'registration-open'
          ? { url: course.registrationLink }
          : {}),
      },
    })),
  };
}
