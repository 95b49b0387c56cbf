import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { Download, FileText } from 'lucide';
import { newsletterIssues } from '@/content/newsletter';
import { getNewsletterIssue } from '@/lib/newsletter-issues';
import { newestOthers, newsletterIndexItem } from '@/lib/list-index';
import { formatMonthYear } from '@/lib/dates';
import { dateSort } from '@/lib/search-order';
import { publicFileSize } from '@/lib/files';
import { formatNumber } from '@/lib/format';
import { pages } from '@/content/pages';
import { copyMetadata, fillCopy } from '@/lib/page-copy';
import { newsletterIssueCard } from '@/lib/social-cards';
import { Badge } from '@/components/ui/badge';
import { ButtonLink } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MoreItems } from '@/components/media/more-items';
import { PageIntro } from '@/components/ui/page-intro';
import { Container } from '@/components/ui/section';
import { Svg } from '@/components/ui/svg';
import { TextLink } from '@/components/ui/text-link';

type Props = { params: Promise<{ index: string }> };

// Only the issues in content exist; any other index is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return newsletterIssues.map((_, index) => ({ index: String(index) }));
}

/** Meta descriptions stay within 160 characters, cut at a word. */
function clip(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

async function loadIssue(params: Props['params']) {
  const { index } = await params;
  const issue = getNewsletterIssue(index);
  if (!issue) notFound();
  const month = formatMonthYear(issue.date);
  const copy = fillCopy(pages.newsletterIssue, {
    index,
    month,
    title: issue.title,
    description: issue.description,
  });
  return { issue, copy, month };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { copy, issue } = await loadIssue(params);
  return copyMetadata({ ...copy, description: clip(copy.description) }, newsletterIssueCard(issue));
}

export default async function NewsletterDownloadPage({ params }: Props) {
  const { issue, copy, month } = await loadIssue(params);
  const { texts, links } = copy;
  const fileName = issue.file.split('/').pop()!;
  return (
    <>
      <PageIntro copy={copy} />
      <Container className="py-14 sm:py-20">
        <Card
          as="article"
          aria-labelledby="file-heading"
          className="mx-auto max-w-2xl sm:p-8"
          data-pagefind-sort={dateSort(issue.date)}
        >
          <div className="flex items-start gap-4">
            <span className="inline-flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Svg node={FileText} className="size-7" />
            </span>
            <div>
              <h2 id="file-heading" className="text-xl font-bold text-brand-900">
                {texts.file}
              </h2>
              <p className="mt-1 text-sm break-all text-ink-muted">{fileName}</p>
            </div>
          </div>
          <dl className="mt-6 grid grid-cols-2 gap-4 text-sm sm:grid-cols-4">
            <div>
              <dt className="text-ink-muted">{texts.issue}</dt>
              <dd className="font-semibold text-ink">{month}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{texts.format}</dt>
              <dd className="font-semibold text-ink">PDF</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{texts.size}</dt>
              <dd className="font-semibold text-ink">{publicFileSize(issue.file)}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">{texts.downloads}</dt>
              <dd className="font-semibold text-ink">{formatNumber(issue.downloads)}</dd>
            </div>
          </dl>
          {issue.featured ? (
            <p className="mt-4">
              <Badge tone="brand">{texts.featured}</Badge>
            </p>
          ) : null}
          <ButtonLink href={issue.file} download={fileName} size="lg" className="mt-8 w-full">
            <Svg node={Download} className="size-5" />
            {texts.download}
          </ButtonLink>
          <p className="mt-6 text-center text-sm">
            <TextLink standalone href={links.back.href}>
              {links.back.label}
            </TextLink>
          </p>
        </Card>
      </Container>
      <MoreItems title={texts.more} items={newestOthers(newsletterIssues, issue, newsletterIndexItem)} />
    </>
  );
}
