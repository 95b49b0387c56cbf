import { courseAction, courseBadge, courseDateText, courseStats } from '@/lib/course-status';
import { shortCourses } from '@/content/trainings';

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
    expect(courseAction({ status, registrationLink: 'https://forms.example.org/x' })).toEqual({
      kind: 'text',
      label: 'Registration Closed',
    });
  });
});

describe('courseDateText', () => {
  it('explains a date still to be confirmed', () => {
    expect(courseDateText('TO BE CONFIRMED')).toBe('Dates to be confirmed upon registration');
    expect(courseDateText(' to be confirmed ')).toBe('Dates to be confirmed upon registration');
  });
  it('prefixes a fixed date with Scheduled', () => {
    expect(courseDateText('3rd - 7th March 2025')).toBe('Scheduled: 3rd - 7th March 2025');
  });
});

describe('courseStats', () => {
  it('counts the sample courses as 5 total, 3 open and 2 completed', () => {
    expect(courseStats(shortCourses)).toEqual({ total: 5, active: 3, completed: 2 });
  });
  it('ignores unknown statuses in the open and completed counts', () => {
    expect(courseStats([{ status: 'upcoming' }, { status: 'weird' }])).toEqual({ total: 2, active: 0, completed: 0 });
  });
});

describe('courseStats on a given day', () => {
  const courses = [
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
