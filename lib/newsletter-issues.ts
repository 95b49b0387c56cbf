import { fillCopy } from './page-copy';
import { newsletterIssues, recentIssueCount } from '@/content/newsletter';
import type { NewsletterIssue } from '@/content/schema';

/** The issue at a download page's index ("0", "1", ...), or undefined for any other value. */
export function getNewsletterIssue(index: string): NewsletterIssue | undefined {
  if (!/^\d+$/.test(index)) return undefined;
  return newsletterIssues[Number(index)];
}

/** The most recent issues, newest first, each with its download index. */
export function recentNewsletterIssues(count = recentIssueCount): { issue: NewsletterIssue; index: number }[] {
  return newsletterIssues
    .map((issue, index) => ({ issue, index }))
    .slice(-count)
    .reverse();
}

export type IndexedIssue = { issue: NewsletterIssue; index: number };

/** Every issue, newest first, each with its download index: the archive's order. */
export function allNewsletterIssues(): IndexedIssue[] {
  return recentNewsletterIssues(newsletterIssues.length);
}

/** Issues (by default every issue, newest first) grouped by the year they were published, in their order. */
export function newsletterIssuesByYear(
  entries: readonly IndexedIssue[] = allNewsletterIssues(),
): { year: string; issues: IndexedIssue[] }[] {
  const years: { year: string; issues: IndexedIssue[] }[] = [];
  for (const entry of entries) {
    const year = entry.issue.date.slice(0, 4);
    const group = years.find((candidate) => candidate.year === year);
    if (group) group.issues.push(entry);
    else years.push({ year, issues: [entry] });
  }
  return years;
}

/** The year of the oldest issue: how far back the archive goes. */
export function newsletterArchiveSince(): string {
  return newsletterIssues[0]?.date.slice(0, 4) ?? '';
}

/**
 * The archive's copy with how far back it goes filled in; its paging texts keep their own
 * placeholders ({page}, {pages}), which each numbered page fills.
 */
export function newsletterArchiveCopy<T extends { texts?: Record<string, string> }>(copy: T): T {
  const { texts, ...rest } = copy;
  return { ...fillCopy(rest, { since: newsletterArchiveSince() }), texts } as T;
}
