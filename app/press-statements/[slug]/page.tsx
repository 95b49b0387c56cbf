import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pressStatements } from '@/content/press';
import { DocumentArticle } from '@/components/media/document-article';
import { formatLongDate } from '@/lib/dates';
import { getPressStatement, pressStatementHref, relatedItems } from '@/lib/media-pages';
import { pressIndexItem } from '@/lib/list-index';
import { pageCopy } from '@/lib/page-copy';
import { itemMetadata } from '@/lib/seo';
import { pressStatementCard } from '@/lib/social-cards';
import { pressStatementArticle } from '@/lib/structured-data-media';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return pressStatements.map((item) => ({ slug: item.slug }));
}

async function load(params: Props['params']) {
  const item = getPressStatement((await params).slug);
  if (!item) notFound();
  const { title, description, summary, category, date } = item;
  const facts = { slug: item.slug, title, description, summary, category, date: formatLongDate(date) };
  return { item, copy: pageCopy('pressStatement', facts), path: pressStatementHref(item) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { item, copy, path } = await load(params);
  return itemMetadata({ title: copy.title, description: copy.description, path, image: pressStatementCard(item) });
}

export default async function PressStatementPage({ params }: Props) {
  const { item, copy, path } = await load(params);
  return (
    <DocumentArticle
      item={item}
      series="press"
      copy={copy}
      more={relatedItems(pressStatements, item).map(({ other }) => pressIndexItem(other))}
      article={pressStatementArticle(item, path)}
    />
  );
}
