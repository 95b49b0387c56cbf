import { shortCourses, trainings } from '@/content/trainings';
import { shortCoursesJsonLd, trainingEndDate, trainingEventsJsonLd } from '@/lib/structured-data-trainings';

describe('training structured data', () => {
  it('describes every training as an online Event with its start date and organizer', () => {
    const { '@graph': events } = trainingEventsJsonLd(trainings, '/trainings/calendar');
    expect(events).toHaveLength(11);
    expect(events[0]).toMatchObject({
      '@type': 'Event',
      name: trainings[0]!.title,
      startDate: '2025-01-21',
      endDate: '2025-01-22',
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation' },
      organizer: { name: 'Environmental Institute of Kenya' },
    });
  });

  it('computes the last day from the duration, or none when unreadable', () => {
    expect(trainingEndDate('2025-02-27', '3 days')).toBe('2025-03-01');
    expect(trainingEndDate('2025-02-27', '1 day')).toBe('2025-02-27');
    expect(trainingEndDate('2025-02-27', 'a while')).toBeNull();
    expect(trainingEndDate('soon', '2 days')).toBeNull();
  });

  it('describes every short course as a Course with a CourseInstance', () => {
    const { '@graph': courses } = shortCoursesJsonLd(shortCourses);
    expect(courses).toHaveLength(5);
    expect(courses[0]).toMatchObject({
      '@type': 'Course',
      hasCourseInstance: { '@type': 'CourseInstance', startDate: '2025-03-03', endDate: '2025-03-07' },
    });
    expect(courses[2]!.hasCourseInstance).not.toHaveProperty('startDate');
  });
});
