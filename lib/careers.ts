import type { CareerAction, EmailLink, JobOpening } from '@/content/schema';
import { mailto } from './format';
import { matchesQuery } from './search-text';
import { isOver } from './today';

export function emailHref(email: EmailLink): string {
  return mailto(email.to, email.subject);
}

/** Where a career action's button goes: its page, or an email to the office it names. */
export function careerActionHref(action: CareerAction): string {
  return 'href' in action ? action.href : emailHref(action.email);
}

/** Openings whose title, department, location, type or description contain the query. */
export function filterOpenings(openings: readonly JobOpening[], query: string): JobOpening[] {
  return openings.filter((job) =>
    matchesQuery([job.title, job.department, job.location, job.type, job.description], query),
  );
}

/** Whether an opening's `apply` is a form on the web rather than an email address. */
export function appliesOnline(apply: string | undefined): apply is string {
  return typeof apply === 'string' && /^https:\/\//i.test(apply);
}

/** The opening's form, or an email to its `apply` address (else `defaultEmail`) with its title as subject. */
export function applyHref(job: Pick<JobOpening, 'title' | 'apply'>, defaultEmail: string): string {
  if (appliesOnline(job.apply)) return job.apply;
  return mailto(job.apply ?? defaultEmail, job.title);
}

/** Openings still open on `today`: through their deadline day. */
export function openOpenings<T extends Pick<JobOpening, 'deadline'>>(openings: readonly T[], today: string): T[] {
  return openings.filter((job) => !isOver(job.deadline, today));
}
