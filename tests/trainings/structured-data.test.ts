import { shortCoursesJsonLd, trainingEventsJsonLd } from '@/lib/structured-data-trainings';
import { shortCourses, trainings } from '@/lib/trainings';
import { sampleCourse, sampleTraining } from '../support/sample-trainings';

describe('training structured data', () => {
  it('describes every training as an online Event with its days and organizer', () => {
    const { '@graph': events } = trainingEventsJsonLd(trainings, '/trainings/calendar');
    expect(events).toHaveLength(trainings.length);
    const first = trainings[0]!;
    expect(events[0]).toMatchObject({
      '@type': 'Event',
      name: first.title,
      startDate: first.startDate,
      endDate: first.span.end,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
      organizer: { name: 'Environmental Institute of Kenya' },
    });
  });

  it('ends a training on the last day of its duration, across a month end', () => {
    const { '@graph': events } = trainingEventsJsonLd(
      [sampleTraining({ startDate: '2025-02-27', duration: '3 days' })],
      '/trainings/calendar',
    );
    expect(events[0]).toMatchObject({ startDate: '2025-02-27', endDate: '2025-03-01' });
  });

  it('describes every short course as a Course with a CourseInstance', () => {
    const { '@graph': courses } = shortCoursesJsonLd(shortCourses);
    expect(courses).toHaveLength(shortCourses.length);
    shortCourses.forEach((course, index) => {
      const instance = courses[index]!.hasCourseInstance;
      expect(courses[index]).toMatchObject({ '@type': 'Course', name: course.name });
      if (course.dates === 'to-be-confirmed') expect(instance).not.toHaveProperty('startDate');
      else
        expect(instance).toMatchObject({
          startDate: course.dates.start,
          endDate: course.dates.end ?? course.dates.start,
        });
    });
  });

  it('writes a fixed course’s days and leaves out a course to be confirmed', () => {
    const { '@graph': courses } = shortCoursesJsonLd([
      sampleCourse({ dates: { start: '2025-03-03', end: '2025-03-07' } }),
      sampleCourse({ dates: 'to-be-confirmed' }),
    ]);
    expect(courses[0]!.hasCourseInstance).toMatchObject({ startDate: '2025-03-03', endDate: '2025-03-07' });
    expect(courses[1]!.hasCourseInstance).not.toHaveProperty('startDate');
  });
});
