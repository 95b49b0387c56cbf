import type { ScheduledCourse, ShortCourse } from '@/content/schema';
import { isOver } from './today';

/** A subset of the Badge component's tones. */
type CourseTone = 'green' | 'blue' | 'orange' | 'gray';

interface CourseBadge {
  label: string;
  tone: CourseTone;
}

const badges = new Map<string, CourseBadge>([
  ['completed', { label: 'Completed', tone: 'green' }],
  ['registration-open', { label: 'Registration Open', tone: 'blue' }],
  ['upcoming', { label: 'Upcoming', tone: 'orange' }],
]);

export function courseBadge(status: string): CourseBadge {
  return badges.get(status) ?? { label: 'Unknown', tone: 'gray' };
}

type CourseAction = { kind: 'register'; label: 'Register Now'; href: string } | { kind: 'text'; label: string };

/** Registration-open courses link to their external form; the others say why they cannot be joined. */
export function courseAction(course: Pick<ShortCourse, 'status' | 'registrationLink'>): CourseAction {
  if (course.status === 'registration-open')
    return { kind: 'register', label: 'Register Now', href: course.registrationLink };
  if (course.status === 'completed') return { kind: 'text', label: 'Course Completed' };
  return { kind: 'text', label: 'Registration Closed' };
}

/** What the browser knows of a course: its status and last day, null while to be confirmed. */
export type DatedCourse = Pick<ShortCourse, 'status'> & { lastDay?: string | null };

export function datedCourse({ status, span }: Pick<ScheduledCourse, 'status' | 'span'>): DatedCourse {
  return { status, lastDay: span?.end ?? null };
}

/** The hero's stat cards. Given today's date, a course whose last day has passed counts as completed. */
export function courseStats(courses: DatedCourse[], today: string | null = null) {
  const over = (course: DatedCourse) => today !== null && isOver(course.lastDay, today);
  return {
    total: courses.length,
    active: courses.filter((course) => course.status === 'registration-open' && !over(course)).length,
    completed: courses.filter((course) => course.status === 'completed' || over(course)).length,
  };
}

/** A course's written status, or completed once its last day has passed. */
export function statusOn(course: DatedCourse, today: string): string {
  return isOver(course.lastDay, today) ? 'completed' : course.status;
}

const statusRank: Record<string, number> = { 'registration-open': 0, upcoming: 1, completed: 3 };

/**
 * Courses in the order a visitor can act on them on `today`: open for registration, then upcoming,
 * then the rest, completed last. Within a group the soonest first, a course whose dates are to be
 * confirmed after the dated ones; completed courses the latest first.
 */
export function coursesInOrder<T extends Pick<ScheduledCourse, 'status' | 'span'>>(
  courses: readonly T[],
  today: string,
): T[] {
  const rank = (course: T) => statusRank[statusOn(datedCourse(course), today)] ?? 2;
  // The sort is stable: courses alike keep their order in content.
  return [...courses].sort((a, b) => {
    const byRank = rank(a) - rank(b);
    if (byRank !== 0) return byRank;
    if (rank(a) === 3) return (b.span?.end ?? '').localeCompare(a.span?.end ?? '');
    const start = (course: T) => course.span?.start ?? '9999';
    return start(a).localeCompare(start(b));
  });
}
