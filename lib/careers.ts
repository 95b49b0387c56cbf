import type { JobOpening } from '@/content/types';
import { matchesQuery } from './search-text';

/** The fields the careers search looks in. */
export function openingSearchFields(job: JobOpening): string[] {
  return [job.title, job.department, job.location, job.type, job.description];
}

/** Openings whose title, department, location, type or description contain the query (plain text, any case). */
export function filterOpenings(openings: readonly JobOpening[], query: string): JobOpening[] {
  return openings.filter((job) => matchesQuery(openingSearchFields(job), query));
}
