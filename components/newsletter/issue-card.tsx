import { useId } from 'react';
import { Download } from 'lucide';
import type { NewsletterIssue } from '@/content/schema';
import { formatMonthYear } from '@/lib/dates';
import { countText } from '@/lib/format';
import { newsletterIssueHref } from '@/lib/media-pages';
import { Badge } from '@/components/ui/badge';
import { listWords, mediaLists } from '@/content/list-words';
import { socialCards } from '@/content/pages';
import { site } from '@/content/site';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaperMini, PaperThumb } from '@/components/ui/paper-page';
import { actions } from '@/content/navigation';
import { Svg } from '@/components/ui/svg';

/**
 * A newsletter issue in the recent issues list, linking to its download page, with its cover as the
 * other documents' cards show theirs: small beside the heading on a phone, the drawn page above the
 * text from 640 px. Out of the search index: the search finds the issue on that page.
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
  const titleId = useId();
  const featured = issue.featured && !archived;
  return (
    <Card
      as="article"
      aria-labelledby={titleId}
      flush
      highlight={featured}
      className="flex h-full flex-col overflow-hidden"
      data-pagefind-ignore
    >
      <div className="hidden aspect-[16/9] overflow-hidden sm:block">
        <PaperThumb
          letterhead={site.name}
          kicker={socialCards.kinds.newsletterIssue}
          date={issue.date}
          title={issue.title}
          series="newsletter"
        />
      </div>
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start gap-4">
          <div className="sm:hidden">
            <PaperMini date={issue.date} title={issue.title} series="newsletter" />
          </div>
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-2">
              {featured ? <Badge tone="brand">{listWords.featured}</Badge> : null}
              <p className="text-sm font-medium text-ink-muted">{formatMonthYear(issue.date)}</p>
            </div>
            <h3 id={titleId} className="mt-2 text-lg font-bold text-balance text-brand-900">
              {issue.title}
            </h3>
          </div>
        </div>
        <p className="mt-3 flex-1 text-sm text-ink-muted">{issue.description}</p>
        <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-ink-muted">
          <Svg node={Download} className="size-4" />
          {countText(issue.downloads, mediaLists.facts.downloadCount)}
        </p>
        <ButtonLink href={newsletterIssueHref(index)} variant={featured ? 'primary' : 'outline'} className="mt-5">
          {actions.download.label}
          <span className="sr-only">: {issue.title}</span>
        </ButtonLink>
      </div>
    </Card>
  );
}
