import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { newsletterIssues } from '@/content/newsletter';
import { getNewsletterIssue } from '@/lib/newsletter-issues';
import { relatedItems } from '@/lib/media-pages';
import { newsletterIndexItem } from '@/lib/list-index';
import { formatMonthYear } from '@/lib/dates';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { newsletterIssueCard } from '@/lib/social-cards';
import { DocumentArticle } from '@/components/media/document-article';

type Props = { params: Promise<{ index: string }> };

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
  const copy = pageCopy('newsletterIssue', {
    index,
    month,
    title: issue.title,
    description: issue.description,
  });
  return { issue, copy };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { copy, issue } = await loadIssue(params);
  return copyMetadata({ ...copy, description: clip(copy.description) }, newsletterIssueCard(issue));
}

export default async function NewsletterDownloadPage({ params }: Props) {
  const { issue, copy } = await loadIssue(params);
  return (
    <DocumentArticle
      item={{ ...issue, category: copy.texts?.series ?? copy.title }}
      series="newsletter"
      copy={copy}
      more={relatedItems(newsletterIssues, issue).map(({ other, index }) => newsletterIndexItem(other, index))}
    />
  );
}
