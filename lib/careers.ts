import type { JobOpening } from '@/content/types';
import { mailto } from './format';
import { matchesQuery } from './search-text';

/** The fields the careers search looks in. */
export function openingSearchFields(job: JobOpening): string[] {
  return [job.title, job.department, job.location, job.type, job.description];
}

/** Openings whose title, department, location, type or description contain the query (plain text, any case). */
export function filterOpenings(openings: readonly JobOpening[], query: string): JobOpening[] {
  return openings.filter((job) => matchesQuery(openingSearchFields(job), query));
}

/** A careers button's address: a page of the site as written, or an email with its subject. */
export function targetHref(target: { href: string } | { email: string; subject: string }): string {
  return 'href' in target ? target.href : mailto(target.email, target.subject);
}
