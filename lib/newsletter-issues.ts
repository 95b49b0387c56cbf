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
