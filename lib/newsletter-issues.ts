import { fillCopy } from './page-copy';
import { newsletterIssues, recentIssueCount } from '@/content/newsletter';
import type { NewsletterIssue } from '@/content/schema';
import { groupedBy, yearOf } from './dates';

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
  return groupedBy(entries, (entry) => yearOf(entry.issue.date)).map(([year, issues]) => ({ year, issues }));
}

/** The year of the oldest issue. */
export function newsletterArchiveSince(): string {
  return newsletterIssues[0] ? yearOf(newsletterIssues[0].date) : '';
}

/** The archive's copy with `{since}` filled in; its paging texts keep {page} and {pages} for each page. */
export function newsletterArchiveCopy<T extends { texts?: Record<string, string> }>(copy: T): T {
  const { texts, ...rest } = copy;
  return { ...fillCopy(rest, { since: newsletterArchiveSince() }), texts } as T;
}
