import type { ShortCourse } from '@/content/types';

/** Badge tones used by course statuses; a subset of the Badge component's tones. */
export type CourseTone = 'green' | 'blue' | 'orange' | 'gray';

export interface CourseBadge {
  label: string;
  tone: CourseTone;
}

/** SPEC 4: completed green, registration-open blue, upcoming orange, anything else Unknown. */
export function courseBadge(status: string): CourseBadge {
  switch (status) {
    case 'completed':
      return { label: 'Completed', tone: 'green' };
    case 'registration-open':
      return { label: 'Registration Open', tone: 'blue' };
    case 'upcoming':
      return { label: 'Upcoming', tone: 'orange' };
    default:
      return { label: 'Unknown', tone: 'gray' };
  }
}

export type CourseAction = { kind: 'register'; label: 'Register Now'; href: string } | { kind: 'text'; label: string };

/** Registration-open courses link to their external form; the others say why they cannot be joined. */
export function courseAction(course: Pick<ShortCourse, 'status' | 'registrationLink'>): CourseAction {
  if (course.status === 'registration-open')
    return { kind: 'register', label: 'Register Now', href: course.registrationLink };
  if (course.status === 'completed') return { kind: 'text', label: 'Course Completed' };
  return { kind: 'text', label: 'Registration Closed' };
}

export interface CourseStats {
  total: number;
  active: number;
  completed: number;
}

/** The hero's stat cards, computed from the course list so they never disagree with it. */
export function courseStats(courses: Pick<ShortCourse, 'status'>[]): CourseStats {
  return {
    total: courses.length,
    active: courses.filter((course) => course.status === 'registration-open').length,
    completed: courses.filter((course) => course.status === 'completed').length,
  };
}
