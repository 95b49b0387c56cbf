import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { bulletins } from '@/content/bulletins';
import { DocumentArticle } from '@/components/media/document-article';
import { formatLongDate } from '@/lib/dates';
import { bulletinHref, getBulletin, relatedItems } from '@/lib/media-pages';
import { bulletinIndexItem } from '@/lib/list-index';
import { pageCopy } from '@/lib/page-copy';
import { itemMetadata } from '@/lib/seo';
import { bulletinCard } from '@/lib/social-cards';
import { bulletinArticle } from '@/lib/structured-data-media';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return bulletins.map((item) => ({ slug: item.slug }));
}

async function load(params: Props['params']) {
  const item = getBulletin((await params).slug);
  if (!item) notFound();
  const { title, description, category, date } = item;
  const facts = { slug: item.slug, title, description, category, date: formatLongDate(date) };
  return { item, copy: pageCopy('bulletin', facts), path: bulletinHref(item) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { item, copy, path } = await load(params);
  return itemMetadata({ title: copy.title, description: copy.description, path, image: bulletinCard(item) });
}

export default async function BulletinPage({ params }: Props) {
  const { item, copy, path } = await load(params);
  return (
    <DocumentArticle
      item={item}
      series="bulletin"
      copy={copy}
      more={relatedItems(bulletins, item).map(({ other }) => bulletinIndexItem(other))}
      article={bulletinArticle(item, path)}
    />
  );
}
