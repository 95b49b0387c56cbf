import type { CareerAction, EmailLink, JobOpening } from '@/content/schema';
import { mailto } from './format';
import { matchesQuery } from './search-text';

/** The mailto: link of an email written in content as its address and subject. */
export function emailHref(email: EmailLink): string {
  return mailto(email.to, email.subject);
}

/** Where a career action's button goes: its page, or an email to the office it names. */
export function careerActionHref(action: CareerAction): string {
  return 'href' in action ? action.href : emailHref(action.email);
}

/** The fields the careers search looks in. */
export function openingSearchFields(job: JobOpening): string[] {
  return [job.title, job.department, job.location, job.type, job.description];
}

/** Openings whose title, department, location, type or description contain the query (plain text, any case). */
export function filterOpenings(openings: readonly JobOpening[], query: string): JobOpening[] {
  return openings.filter((job) => matchesQuery(openingSearchFields(job), query));
}
