import { shortCourses, trainings } from '@/content/trainings';
import { shortCoursesJsonLd, trainingEndDate, trainingEventsJsonLd } from '@/lib/structured-data-trainings';

describe('training structured data', () => {
  it('describes every training as an online Event with its start date and organizer', () => {
    const { '@graph': events } = trainingEventsJsonLd(trainings, '/trainings/calendar');
    expect(events).toHaveLength(trainings.length);
    const first = trainings[0]!;
    expect(events[0]).toMatchObject({
      '@type': 'Event',
      name: first.title,
      startDate: first.startDate,
      endDate: trainingEndDate(first.startDate, first.duration),
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
      organizer: { name: 'Environmental Institute of Kenya' },
    });
  });

  it('computes the last day from the duration, or none when unreadable', () => {
    expect(trainingEndDate('2025-01-21', '2 days')).toBe('2025-01-22');
    expect(trainingEndDate('2025-02-27', '3 days')).toBe('2025-03-01');
    expect(trainingEndDate('2025-02-27', '1 day')).toBe('2025-02-27');
    expect(trainingEndDate('2025-02-27', 'a while')).toBeNull();
    expect(trainingEndDate('soon', '2 days')).toBeNull();
  });

  it('describes every short course as a Course with a CourseInstance', () => {
    const { '@graph': courses } = shortCoursesJsonLd(shortCourses);
    expect(courses).toHaveLength(shortCourses.length);
    shortCourses.forEach((course, index) => {
      const instance = courses[index]!.hasCourseInstance;
      expect(courses[index]).toMatchObject({ '@type': 'Course', name: course.name });
      if (course.dates === 'to-be-confirmed') expect(instance).not.toHaveProperty('startDate');
      else expect(instance).toMatchObject({ startDate: course.dates.start, endDate: course.dates.end });
    });
  });

  it('writes a fixed course’s days and leaves out a course to be confirmed', () => {
    const base = shortCourses[0]!;
    const { '@graph': courses } = shortCoursesJsonLd([
      { ...base, dates: { start: '2025-03-03', end: '2025-03-07' } },
      { ...base, dates: 'to-be-confirmed' },
    ]);
    expect(courses[0]!.hasCourseInstance).toMatchObject({ startDate: '2025-03-03', endDate: '2025-03-07' });
    expect(courses[1]!.hasCourseInstance).not.toHaveProperty('startDate');
  });
});
