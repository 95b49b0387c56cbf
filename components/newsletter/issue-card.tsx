import { Download } from 'lucide';
import type { NewsletterIssue } from '@/content/schema';
import { formatMonthYear } from '@/lib/dates';
import { formatNumber } from '@/lib/format';
import { newsletterIssueHref } from '@/lib/media-pages';
import { Badge } from '@/components/ui/badge';
import { listWords } from '@/content/list-words';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { actions } from '@/content/navigation';
import { Svg } from '@/components/ui/svg';

/**
 * A newsletter issue in the recent issues list, linking to its download page. Out of the search
 * index: the search finds the issue on that page.
 */
export function IssueCard({ issue, index }: { issue: NewsletterIssue; index: number }) {
  return (
    <Card as="article" highlight={issue.featured} className="flex h-full flex-col" data-pagefind-ignore>
      <div className="flex flex-wrap items-center gap-2">
        {issue.featured ? <Badge tone="brand">{listWords.featured}</Badge> : null}
        <p className="text-sm font-medium text-ink-muted">{formatMonthYear(issue.date)}</p>
      </div>
      <h3 className="mt-3 text-lg font-bold text-brand-900">{issue.title}</h3>
      <p className="mt-2 flex-1 text-sm text-ink-muted">{issue.description}</p>
      <p className="mt-4 inline-flex items-center gap-1.5 text-sm text-ink-muted">
        <Svg node={Download} className="size-4" />
        {formatNumber(issue.downloads)} downloads
      </p>
      <ButtonLink href={newsletterIssueHref(index)} variant={issue.featured ? 'primary' : 'outline'} className="mt-5">
        {actions.download.label}
        <span className="sr-only">: {issue.title}</span>
      </ButtonLink>
    </Card>
  );
}
