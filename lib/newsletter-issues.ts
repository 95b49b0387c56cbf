import { newsletterIssues, recentIssueCount } from '../content/newsletter';
import type { NewsletterIssue } from '../content/schema';

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

/** Every issue, newest first, each with its download index, grouped by the year it was published. */
export function newsletterIssuesByYear(): { year: string; issues: { issue: NewsletterIssue; index: number }[] }[] {
  const years: { year: string; issues: { issue: NewsletterIssue; index: number }[] }[] = [];
  for (const entry of recentNewsletterIssues(newsletterIssues.length)) {
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
