import { Clock, Download, Eye, FileText, Heart } from 'lucide';
import type { ReactNode } from 'react';
import type { BlogPost, Bulletin, DownloadResource, PressStatement } from '@/content/schema';
import { Badge } from '@/components/ui/badge';
import { Picture } from '@/components/ui/picture';
import { publicFileSize } from '@/lib/files';
import { formatNumber } from '@/lib/format';
import { documentAnchor } from '@/lib/media-anchors';
import {
  ALL,
  DEFAULT_BULLETIN_YEAR,
  blogSearchFields,
  categoriesOf,
  downloadSearchFields,
  pressSearchFields,
  resolveYear,
  yearsOf,
  type FilterMode,
} from '@/lib/media-filters';
import { yearOf } from '@/lib/dates';
import { FilterableList, type ListEntry } from './filterable-list';
import { MediaCard } from './media-card';

// The four media lists: each describes its items for the shared filter and renders them as MediaCards.

/** What the three document lists (downloads, bulletins, press statements) have in common. */
interface DocumentItem {
  id: number;
  title: string;
  date: string;
  category: string;
  featured?: boolean;
  file: string;
  downloads: number;
}

/**
 * One document's entry: its card with size, download count and download link, and what the filter
 * needs. A card with `anchored` carries its file's name as id, the stable address feeds link to.
 */
function documentEntry(
  item: DocumentItem,
  {
    description,
    fields,
    anchored,
    badges,
    actionLabel = 'Download PDF',
    filterBy = 'category',
  }: {
    description: string;
    fields: string[];
    anchored: boolean;
    badges?: ReactNode;
    actionLabel?: string;
    filterBy?: FilterMode;
  },
): ListEntry {
  return {
    key: String(item.id),
    fields,
    // Only what the list filters by: the entries travel to the browser with the page.
    ...(filterBy === 'year' ? { year: yearOf(item.date) } : { category: item.category }),
    card: (
      <MediaCard
        id={anchored ? documentAnchor(item.file) : undefined}
        title={item.title}
        date={item.date}
        category={item.category}
        featured={item.featured}
        description={description}
        badges={badges}
        meta={[
          { icon: FileText, label: 'File size', text: publicFileSize(item.file) },
          { icon: Download, label: 'Downloads', text: formatNumber(item.downloads) },
        ]}
        action={{ href: item.file, label: actionLabel, download: true }}
      />
    ),
  };
}

/** A list filtered by category, every category offered, all shown at first. */
function byCategory(items: { category: string }[]) {
  return { mode: 'category', options: categoriesOf(items), defaultChoice: ALL, choiceLabel: 'Category' } as const;
}

export function DownloadList({ items }: { items: DownloadResource[] }) {
  return (
    <FilterableList
      {...byCategory(items)}
      search={{ label: 'Search downloads', placeholder: 'Search by title or description' }}
      noun={['download', 'downloads']}
      emptyMessage="No downloads found"
      entries={items.map((item) =>
        documentEntry(item, {
          description: item.description,
          fields: downloadSearchFields(item),
          anchored: false,
          badges: <Badge tone={item.type === 'ZIP' ? 'orange' : 'blue'}>{item.type}</Badge>,
          actionLabel: `Download ${item.type}`,
        }),
      )}
    />
  );
}

export function BulletinList({ items }: { items: Bulletin[] }) {
  const years = yearsOf(items);
  return (
    <FilterableList
      mode="year"
      options={years}
      defaultChoice={resolveYear(DEFAULT_BULLETIN_YEAR, years)}
      choiceLabel="Year"
      noun={['bulletin', 'bulletins']}
      emptyMessage="No bulletins found for {year}"
      entries={items.map((item) =>
        documentEntry(item, {
          description: item.description,
          fields: [item.title, item.description],
          anchored: true,
          filterBy: 'year',
        }),
      )}
    />
  );
}

export function PressList({ items }: { items: PressStatement[] }) {
  return (
    <FilterableList
      {...byCategory(items)}
      search={{ label: 'Search press statements', placeholder: 'Search by title or description' }}
      noun={['press statement', 'press statements']}
      emptyMessage="No press statements found"
      entries={items.map((item) =>
        documentEntry(item, { description: item.summary, fields: pressSearchFields(item), anchored: true }),
      )}
    />
  );
}

export function BlogList({ posts }: { posts: BlogPost[] }) {
  return (
    <FilterableList
      {...byCategory(posts)}
      search={{ label: 'Search blog posts', placeholder: 'Search by title, excerpt or tag' }}
      noun={['blog post', 'blog posts']}
      emptyMessage="No blog posts found"
      entries={posts.map((post, index) => ({
        key: post.slug,
        fields: blogSearchFields(post),
        category: post.category,
        card: (
          <MediaCard
            title={post.title}
            titleHref={`/blogs/${post.slug}`}
            date={post.date}
            category={post.category}
            featured={post.featured}
            description={post.excerpt}
            // The first card's image is in view on arrival: the page's largest paint.
            image={
              <Picture
                {...post.image}
                priority={index === 0}
                sizes="(min-width: 1024px) 22rem, (min-width: 768px) 45vw, 92vw"
              />
            }
            byline={
              <p className="mt-1 text-sm text-ink">
                By <span className="font-semibold">{post.author}</span>,{' '}
                <span className="text-ink-muted">{post.authorRole}</span>
              </p>
            }
            tags={post.tags}
            meta={[
              { icon: Clock, label: 'Read time', text: post.readTime },
              { icon: Eye, label: 'Views', text: formatNumber(post.views) },
              { icon: Heart, label: 'Likes', text: formatNumber(post.likes) },
            ]}
            action={{ href: `/blogs/${post.slug}`, label: 'Read more' }}
          />
        ),
      }))}
    />
  );
}
