import { fillCopy } from './page-copy';
import { newsletterIssues, recentIssueCount } from '@/content/newsletter';
import type { NewsletterIssue } from '@/content/schema';
import { yearOf } from './dates';

/** The issue at a download page's index ("0", "1", ...). */
export function getNewsletterIssue(index: string): NewsletterIssue | undefined {
  if (!/^\d+$/.test(index)) return undefined;
  return newsletterIssues[Number(index)];
}

/** An issue with its download index. */
type IndexedIssue = { issue: NewsletterIssue; index: number };

/** The most recent issues, newest first. */
export function recentNewsletterIssues(count = recentIssueCount): IndexedIssue[] {
  return newsletterIssues
    .map((issue, index) => ({ issue, index }))
    .slice(-count)
    .reverse();
}

/** Every issue, newest first: the archive's order. */
export function allNewsletterIssues(): IndexedIssue[] {
  return recentNewsletterIssues(newsletterIssues.length);
}

/** Issues grouped by the year they were published, in their order. */
export function newsletterIssuesByYear(
  entries: readonly IndexedIssue[] = allNewsletterIssues(),
): { year: string; issues: IndexedIssue[] }[] {
  const years: { year: string; issues: IndexedIssue[] }[] = [];
  for (const entry of entries) {
    const year = yearOf(entry.issue.date);
    const group = years.find((candidate) => candidate.year === year);
    if (group) group.issues.push(entry);
    else years.push({ year, issues: [entry] });
  }
  return years;
}

/** The year of the oldest issue. */
export function newsletterArchiveSince(): string {
  return newsletterIssues[0]?.date.slice(0, 4) ?? '';
}

/** The archive's copy with `{since}` filled in; its paging texts keep {page} and {pages} for each page. */
export function newsletterArchiveCopy<T extends { texts?: Record<string, string> }>(copy: T): T {
  const { texts, ...rest } = copy;
  return { ...fillCopy(rest, { since: newsletterArchiveSince() }), texts } as T;
}
