import { Download, FileText } from 'lucide';
import type { ReactNode } from 'react';
import type { BlogPost, Bulletin, DownloadResource, PressStatement } from '@/content/schema';
import { mediaLists } from '@/content/list-words';
import { Badge } from '@/components/ui/badge';
import { PaperMini, PaperThumb, type DocumentSeries } from '@/components/ui/paper-page';
import { Picture, cardPhoto } from '@/components/ui/picture';
import { site } from '@/content/site';
import { publicFileFactsText } from '@/lib/files';
import { countText } from '@/lib/format';
import { isFeatured } from '@/lib/news';
import {
  blogIndexItem,
  bulletinIndexItem,
  downloadIndexItem,
  pressIndexItem,
  type ArchiveItem,
} from '@/lib/list-index';
import { ALL, categoriesOf, yearsOf } from '@/lib/media-filters';
import { FilterableList, type FilterableListProps, type ListEntry } from './filterable-list';
import { MediaCard } from './media-card';

// The four media lists: each describes its items for the shared filter and renders them as MediaCards.

/** One page of a list: its items and, when the list is longer, what the filter needs of the rest. */
export interface ListPageProps<T> {
  items: T[];
  /** Every category (or year) of the whole list, for the filter's choices. */
  choices: string[];
  archive?: FilterableListProps['archive'];
  pager?: ReactNode;
}

/** What the three document lists (downloads, bulletins, press statements) have in common. */
interface DocumentItem {
  title: string;
  date: string;
  category: string;
  featured?: boolean;
  file: string;
  downloads: number;
}

/**
 * One document's entry: its card with size, download count and download link, and what the filter
 * needs (from the list's index entry, so the page and the index agree).
 */
function documentEntry(
  item: DocumentItem,
  indexed: ArchiveItem,
  series: DocumentSeries,
  { badges, showCategory = true }: { badges?: ReactNode; showCategory?: boolean } = {},
): ListEntry {
  const { key, fields, category, year } = indexed;
  const fileFacts = publicFileFactsText(item.file, mediaLists.facts);
  return {
    key,
    fields,
    // Only what the list filters by: the entries travel to the browser with the page.
    ...(year ? { year } : { category }),
    card: (
      <MediaCard
        kind={series}
        title={item.title}
        titleHref={indexed.href}
        date={item.date}
        category={showCategory ? item.category : undefined}
        featured={isFeatured(item)}
        description={indexed.description}
        badges={badges}
        image={
          <PaperThumb
            letterhead={site.name}
            kicker={item.category}
            date={item.date}
            title={item.title}
            series={series}
          />
        }
        imageShape="document"
        cover={<PaperMini date={item.date} title={item.title} series={series} />}
        meta={[
          // A short one-page PDF states no facts of its file (lib/format.ts, fileFactsText): its download count alone.
          ...(fileFacts ? [{ icon: FileText, label: mediaLists.facts.fileSize, text: fileFacts }] : []),
          {
            icon: Download,
            label: mediaLists.facts.downloads,
            text: countText(item.downloads, mediaLists.facts.downloadCount),
          },
        ]}
        action={indexed.action}
      />
    ),
  };
}

/** A list filtered by category, every category of the whole list offered, all shown at first. */
function byCategory(choices: string[]) {
  return { mode: 'category', options: choices, defaultChoice: ALL, choiceLabel: mediaLists.choice.category } as const;
}

export function DownloadList({ items, choices, archive, pager }: ListPageProps<DownloadResource>) {
  return (
    <FilterableList
      {...byCategory(choices)}
      archive={archive}
      pager={pager}
      search={{ label: mediaLists.downloads.search, placeholder: mediaLists.downloads.placeholder }}
      noun={mediaLists.downloads.noun}
      kind="resource"
      emptyMessage={mediaLists.downloads.empty}
      entries={items.map((item) =>
        documentEntry(item, downloadIndexItem(item), 'resource', {
          // Grey: the card's colours say what kind of item it is (kinds.ts), not its format.
          badges: <Badge tone="gray">{item.type}</Badge>,
        }),
      )}
    />
  );
}

export function BulletinList({ items, choices, archive, pager }: ListPageProps<Bulletin>) {
  return (
    <FilterableList
      mode="year"
      options={choices}
      defaultChoice={ALL}
      choiceLabel={mediaLists.choice.year}
      archive={archive}
      pager={pager}
      search={{ label: mediaLists.bulletins.search, placeholder: mediaLists.bulletins.placeholder }}
      noun={mediaLists.bulletins.noun}
      kind="bulletin"
      emptyMessage={mediaLists.bulletins.empty}
      // One series: its name on every card would say nothing the page's title does not.
      entries={items.map((item) =>
        documentEntry(item, bulletinIndexItem(item), 'bulletin', {
          showCategory: new Set(items.map((bulletin) => bulletin.category)).size > 1,
        }),
      )}
    />
  );
}

export function PressList({ items, choices, archive, pager }: ListPageProps<PressStatement>) {
  return (
    <FilterableList
      {...byCategory(choices)}
      archive={archive}
      pager={pager}
      search={{ label: mediaLists.press.search, placeholder: mediaLists.press.placeholder }}
      noun={mediaLists.press.noun}
      kind="press"
      emptyMessage={mediaLists.press.empty}
      entries={items.map((item) => documentEntry(item, pressIndexItem(item), 'press'))}
    />
  );
}

export function BlogList({ items, choices, archive, pager }: ListPageProps<BlogPost>) {
  return (
    <FilterableList
      {...byCategory(choices)}
      archive={archive}
      pager={pager}
      search={{ label: mediaLists.blogs.search, placeholder: mediaLists.blogs.placeholder }}
      noun={mediaLists.blogs.noun}
      kind="post"
      emptyMessage={mediaLists.blogs.empty}
      entries={items.map((post, index) => {
        const indexed = blogIndexItem(post);
        return {
          key: indexed.key,
          fields: indexed.fields,
          category: post.category,
          card: (
            <MediaCard
              kind="post"
              title={post.title}
              titleHref={indexed.href}
              date={post.date}
              category={post.category}
              featured={isFeatured(post)}
              description={post.excerpt}
              // A photograph only (cardPhoto); the first card's is in view on arrival: the page's largest paint.
              image={
                cardPhoto(post.image) ? (
                  <Picture
                    {...post.image}
                    priority={index === 0}
                    // The first page's first post leads the list, half the row wide and more.
                    sizes={`(min-width: 1024px) ${index === 0 && (archive?.first ?? 1) === 1 ? '42rem' : '22rem'}, (min-width: 768px) 45vw, 92vw`}
                  />
                ) : undefined
              }
              // A card says who wrote it, when and how long it takes to read; the author's role, the
              // tags (which the search box still finds), views and likes wait on the post's own page,
              // so a card reads at a glance.
              byline={
                <p className="mt-1 text-sm text-ink">
                  By <span className="font-semibold">{post.author}</span>
                </p>
              }
              dateNote={post.readTime}
              action={indexed.action}
            />
          ),
        };
      })}
    />
  );
}

/** The filter's choices of a whole list: its categories, or its years newest first. */
export const listChoices = {
  category: (items: readonly { category: string }[]) => categoriesOf(items),
  year: (items: readonly { date: string }[]) => yearsOf(items),
};
