import {
  courseAction,
  courseBadge,
  courseStats,
  coursesInOrder,
  datedCourse,
  statusOn,
  type DatedCourse,
} from '@/lib/course-status';
import type { CourseStatus } from '@/content/schema';
import { courseDateText } from '@/lib/dates';
import { shortCourses } from '@/lib/trainings';
import { sampleCourse } from '../support/sample-trainings';

describe('courseBadge', () => {
  it.each([
    ['completed', 'Completed', 'green'],
    ['registration-open', 'Registration Open', 'blue'],
    ['upcoming', 'Upcoming', 'orange'],
    ['cancelled', 'Unknown', 'gray'],
    ['', 'Unknown', 'gray'],
    ['Completed', 'Unknown', 'gray'],
  ])('status %p shows %p in %p', (status, label, tone) => {
    expect(courseBadge(status)).toEqual({ label, tone });
  });
});

describe('courseAction', () => {
  it('links a course open for registration to its external form', () => {
    expect(courseAction({ status: 'registration-open', registrationLink: 'https://forms.example.org/x' })).toEqual({
      kind: 'register',
      label: 'Register Now',
      href: 'https://forms.example.org/x',
    });
  });
  it('says Course Completed for a completed course', () => {
    expect(courseAction({ status: 'completed', registrationLink: 'COMPLETED' })).toEqual({
      kind: 'text',
      label: 'Course Completed',
    });
  });
  it.each(['upcoming', 'cancelled', ''])('says Registration Closed for status %p', (status) => {
    // Statuses the schema refuses still get a safe answer.
    expect(courseAction({ status: status as CourseStatus, registrationLink: 'https://forms.example.org/x' })).toEqual({
      kind: 'text',
      label: 'Registration Closed',
    });
  });
});

describe('courseDateText', () => {
  it('explains a date still to be confirmed', () => {
    expect(courseDateText('to-be-confirmed')).toBe('Dates to be confirmed upon registration');
  });
  it('prefixes a fixed date with Scheduled', () => {
    expect(courseDateText({ start: '2025-03-03', end: '2025-03-07' })).toBe('Scheduled: 3rd – 7th March 2025');
  });
});

describe('courseStats', () => {
  it('counts the courses in content: all, open for registration, completed', () => {
    expect(courseStats(shortCourses.map(datedCourse))).toEqual({
      total: shortCourses.length,
      active: shortCourses.filter((course) => course.status === 'registration-open').length,
      completed: shortCourses.filter((course) => course.status === 'completed').length,
    });
  });
  it('counts a mixed list', () => {
    expect(
      courseStats([
        { status: 'registration-open' },
        { status: 'completed' },
        { status: 'registration-open' },
        { status: 'upcoming' },
      ]),
    ).toEqual({ total: 4, active: 2, completed: 1 });
  });
  it('ignores unknown statuses in the open and completed counts', () => {
    expect(courseStats([{ status: 'upcoming' }, { status: 'weird' as CourseStatus }])).toEqual({
      total: 2,
      active: 0,
      completed: 0,
    });
  });
});

describe('courseStats on a given day', () => {
  const courses: DatedCourse[] = [
    { status: 'registration-open', lastDay: '2025-03-07' },
    { status: 'registration-open', lastDay: null },
    { status: 'completed', lastDay: '2024-11-20' },
  ];
  it('before the open course ends, counts by status', () => {
    expect(courseStats(courses, '2025-03-07')).toEqual({ total: 3, active: 2, completed: 1 });
  });
  it('after it ends, counts it as completed; a course without fixed dates stays open', () => {
    expect(courseStats(courses, '2025-03-08')).toEqual({ total: 3, active: 1, completed: 2 });
  });
});

describe('coursesInOrder', () => {
  const course = (name: string, status: CourseStatus, start: string | null, end: string | null) =>
    sampleCourse({ name, status, dates: start && end ? { start, end } : 'to-be-confirmed' });
  const courses = [
    course('old done', 'completed', '2024-09-09', '2024-09-11'),
    course('recent done', 'completed', '2024-11-18', '2024-11-20'),
    course('open later', 'registration-open', '2025-04-14', '2025-04-16'),
    course('open soon', 'registration-open', '2025-03-03', '2025-03-07'),
    course('open, dates to come', 'registration-open', null, null),
    course('upcoming', 'upcoming', '2025-06-01', '2025-06-03'),
  ];
  const names = (today: string) => coursesInOrder(courses, today).map((c) => c.name);

  it('lists open courses first (the soonest first), then upcoming, then completed (the latest first)', () => {
    expect(names('2025-01-01')).toEqual([
      'open soon',
      'open later',
      'open, dates to come',
      'upcoming',
      'recent done',
      'old done',
    ]);
  });

  it('counts a course that is over as completed, whatever its status', () => {
    expect(names('2025-03-10')).toEqual([
      'open later',
      'open, dates to come',
      'upcoming',
      'open soon',
      'recent done',
      'old done',
    ]);
    expect(statusOn(datedCourse(courses[3]!), '2025-03-10')).toBe('completed');
    expect(statusOn(datedCourse(courses[3]!), '2025-03-07')).toBe('registration-open');
  });
});
