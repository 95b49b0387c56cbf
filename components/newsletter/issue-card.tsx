import type { NewsletterIssue } from '@/content/schema';
import { newsletterIssueHref } from '@/lib/media-pages';
import { isFeatured } from '@/lib/news';
import { socialCards } from '@/content/pages';
import { actions } from '@/content/navigation';
import { DocumentCard } from '@/components/media/media-card';

/** A newsletter issue in the recent issues list and the archive; its Download PDF leads to the issue's page. */
export function IssueCard({
  issue,
  index,
  archived = false,
}: {
  issue: NewsletterIssue;
  index: number;
  /** In the archive issues stand by date alone: none is marked Featured. */
  archived?: boolean;
}) {
  const href = newsletterIssueHref(index);
  return (
    <DocumentCard
      kind="newsletter"
      heading="h3"
      title={issue.title}
      titleHref={href}
      date={issue.date}
      month
      featured={!archived && isFeatured(issue)}
      description={issue.description}
      kicker={socialCards.kinds.newsletterIssue}
      downloads={issue.downloads}
      action={{ href, label: actions.download.label }}
    />
  );
}
