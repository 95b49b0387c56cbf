'use client';

import { courseStats, type DatedCourse } from '@/lib/course-status';
import { useToday } from '@/components/time/use-today';
import { StatCards } from './stat-cards';

/** The short courses' totals; courses that are over count as completed once the browser knows today's date. */
export function CourseStats({ courses }: { courses: DatedCourse[] }) {
  const stats = courseStats(courses, useToday());
  return (
    <StatCards
      stats={[
        { label: 'Total Courses', value: stats.total },
        { label: 'Active Registrations', value: stats.active },
        { label: 'Completed Courses', value: stats.completed },
      ]}
    />
  );
}
