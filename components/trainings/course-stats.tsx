'use client';

import { courseStats, type DatedCourse } from '@/lib/course-status';
import { useToday } from '@/components/time/use-today';
import { StatTiles } from '@/components/ui/stat-tiles';

/** The short courses' totals; courses that are over count as completed (as of the build day, then the visitor's). */
export function CourseStats({ courses }: { courses: DatedCourse[] }) {
  const stats = courseStats(courses, useToday());
  return (
    <StatTiles
      tone="hero"
      className="mt-6 grid max-w-3xl grid-cols-3 gap-2 sm:mt-8 sm:gap-4"
      stats={[
        { label: 'Total Courses', value: stats.total },
        { label: 'Active Registrations', value: stats.active },
        { label: 'Completed Courses', value: stats.completed },
      ]}
    />
  );
}
