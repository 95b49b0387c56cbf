import type { ShortCourse } from '@/content/schema';
import { isOver } from './today';

/** Badge tones used by course statuses; a subset of the Badge component's tones. */
export type CourseTone = 'green' | 'blue' | 'orange' | 'gray';

export interface CourseBadge {
  label: string;
  tone: CourseTone;
}

/** Badge tones by status: completed green, registration-open blue, upcoming orange, anything else Unknown. */
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

/** A course's status with its last day ("YYYY-MM-DD"), or null when its dates are not fixed. */
export type DatedCourse = Pick<ShortCourse, 'status'> & { lastDay?: string | null };

/**
 * The hero's stat cards, computed from the course list so they never disagree with it. Given today's
 * date, a course whose last day has passed counts as completed, whatever its status says.
 */
export function courseStats(courses: DatedCourse[], today: string | null = null): CourseStats {
  const over = (course: DatedCourse) => today !== null && isOver(course.lastDay, today);
  return {
    total: courses.length,
    active: courses.filter((course) => course.status === 'registration-open' && !over(course)).length,
    completed: courses.filter((course) => course.status === 'completed' || over(course)).length,
  };
}
