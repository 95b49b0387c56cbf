import type { CareerAction, EmailLink, JobOpening } from '@/content/schema';
import { mailto } from './format';
import { matchesQuery } from './search-text';
import { isOver } from './today';

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

/** Whether an opening's `apply` is an application form on the web rather than an email address. */
export function appliesOnline(apply: string | undefined): apply is string {
  return typeof apply === 'string' && /^https:\/\//i.test(apply);
}

/**
 * The opening's Apply link: its form, or an email (its own `apply` address, else `defaultEmail`) with
 * the opening's title as the subject.
 */
export function applyHref(job: Pick<JobOpening, 'title' | 'apply'>, defaultEmail: string): string {
  if (appliesOnline(job.apply)) return job.apply;
  return mailto(job.apply ?? defaultEmail, job.title);
}

/** Openings still open on `today` ("YYYY-MM-DD"): an opening is listed through its deadline day. */
export function openOpenings<T extends Pick<JobOpening, 'deadline'>>(openings: readonly T[], today: string): T[] {
  return openings.filter((job) => !isOver(job.deadline, today));
}
