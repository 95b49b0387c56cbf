import { Download } from 'lucide';
import type { NewsletterIssue } from '@/content/schema';
import { countText } from '@/lib/format';
import { newsletterIssueHref } from '@/lib/media-pages';
import { isFeatured } from '@/lib/news';
import { mediaLists } from '@/content/list-words';
import { socialCards } from '@/content/pages';
import { site } from '@/content/site';
import { actions } from '@/content/navigation';
import { MediaCard } from '@/components/media/media-card';
import { PaperMini, PaperThumb } from '@/components/ui/paper-page';

/**
 * A newsletter issue in the recent issues list and the archive, as every media card: its cover small
 * beside the heading on a phone, the drawn page above the text from 640 px, its month, its download
 * count, and its Download PDF leading to the issue's page. Out of the search index: the search finds
 * the issue on that page.
 */
export function IssueCard({
  issue,
  index,
  archived = false,
}: {
  issue: NewsletterIssue;
  index: number;
  /** In the archive, where issues stand by date alone: none is marked Featured. */
  archived?: boolean;
}) {
  const href = newsletterIssueHref(index);
  return (
    <MediaCard
      kind="newsletter"
      heading="h3"
      title={issue.title}
      titleHref={href}
      date={issue.date}
      month
      featured={!archived && isFeatured(issue)}
      description={issue.description}
      image={
        <PaperThumb
          letterhead={site.name}
          kicker={socialCards.kinds.newsletterIssue}
          date={issue.date}
          title={issue.title}
          series="newsletter"
        />
      }
      imageShape="document"
      cover={<PaperMini date={issue.date} title={issue.title} series="newsletter" />}
      meta={[
        {
          icon: Download,
          label: mediaLists.facts.downloads,
          text: countText(issue.downloads, mediaLists.facts.downloadCount),
        },
      ]}
      action={{ href, label: actions.download.label }}
    />
  );
}
