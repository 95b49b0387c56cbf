import type { JobOpening } from '@/content/types';

/** Openings whose title, department, location, type or description contain the query (plain text, any case). */
export function filterOpenings(openings: readonly JobOpening[], query: string): JobOpening[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [...openings];
  return openings.filter((job) =>
    [job.title, job.department, job.location, job.type, job.description].some((field) =>
      field.toLowerCase().includes(needle),
    ),
  );
}
