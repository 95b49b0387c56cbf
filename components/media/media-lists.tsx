import { Clock, Download, Eye, FileText, Heart } from 'lucide';
import type { BlogPost, Bulletin, DownloadResource, PressStatement } from '@/content/types';
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
} from '@/lib/media-filters';
import { yearOf } from '@/lib/dates';
import { FilterableList } from './filterable-list';
import { MediaCard, type MediaMeta } from './media-card';

// The four media lists: each describes its items for the shared filter and renders them as MediaCards.

function fileMeta(file: string, downloads: number): MediaMeta[] {
  return [
    { icon: FileText, label: 'File size', text: publicFileSize(file) },
    { icon: Download, label: 'Downloads', text: formatNumber(downloads) },
  ];
}

export function DownloadList({ items }: { items: DownloadResource[] }) {
  return (
    <FilterableList
      mode="category"
      options={categoriesOf(items)}
      defaultChoice={ALL}
      choiceLabel="Category"
      search={{ label: 'Search downloads', placeholder: 'Search by title or description' }}
      noun={['download', 'downloads']}
      emptyMessage="No downloads found"
      entries={items.map((item) => ({
        key: String(item.id),
        fields: downloadSearchFields(item),
        category: item.category,
        card: (
          <MediaCard
            title={item.title}
            date={item.date}
            category={item.category}
            featured={item.featured}
            description={item.description}
            badges={<Badge tone={item.type === 'ZIP' ? 'orange' : 'blue'}>{item.type}</Badge>}
            meta={fileMeta(item.file, item.downloads)}
            action={{ href: item.file, label: `Download ${item.type}`, download: true }}
          />
        ),
      }))}
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
      entries={items.map((item) => ({
        key: String(item.id),
        fields: [item.title, item.description],
        year: yearOf(item.date),
        card: (
          <MediaCard
            id={documentAnchor(item.file)}
            title={item.title}
            date={item.date}
            category={item.category}
            featured={item.featured}
            description={item.description}
            meta={fileMeta(item.file, item.downloads)}
            action={{ href: item.file, label: 'Download PDF', download: true }}
          />
        ),
      }))}
    />
  );
}

export function PressList({ items }: { items: PressStatement[] }) {
  return (
    <FilterableList
      mode="category"
      options={categoriesOf(items)}
      defaultChoice={ALL}
      choiceLabel="Category"
      search={{ label: 'Search press statements', placeholder: 'Search by title or description' }}
      noun={['press statement', 'press statements']}
      emptyMessage="No press statements found"
      entries={items.map((item) => ({
        key: String(item.id),
        fields: pressSearchFields(item),
        category: item.category,
        card: (
          <MediaCard
            id={documentAnchor(item.file)}
            title={item.title}
            date={item.date}
            category={item.category}
            featured={item.featured}
            description={item.summary}
            meta={fileMeta(item.file, item.downloads)}
            action={{ href: item.file, label: 'Download PDF', download: true }}
          />
        ),
      }))}
    />
  );
}

export function BlogList({ posts }: { posts: BlogPost[] }) {
  return (
    <FilterableList
      mode="category"
      options={categoriesOf(posts)}
      defaultChoice={ALL}
      choiceLabel="Category"
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
