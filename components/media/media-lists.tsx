import type { ReactNode } from 'react';
import type { BlogPost, Bulletin, DownloadResource, PressStatement } from '@/content/schema';
import { mediaLists } from '@/content/list-words';
import { Badge } from '@/components/ui/badge';
import { Picture, cardPhoto } from '@/components/ui/picture';
import { publicFileFactsText } from '@/lib/files';
import { isFeatured } from '@/lib/news';
import { isRecent } from '@/lib/dates';
import { buildDay } from '@/lib/build-date';
import { site } from '@/content/site';
import {
  blogIndexItem,
  bulletinIndexItem,
  downloadIndexItem,
  pressIndexItem,
  type ArchiveItem,
} from '@/lib/list-index';
import { ALL, type FilterMode } from '@/lib/media-filters';
import { FilterableList, type FilterableListProps, type ListEntry } from './filterable-list';
import type { MediaKind } from './kinds';
import { DocumentCard, MediaCard } from './media-card';

/** One page of a list: its items and, when the list is longer, what the filter needs of the rest. */
export interface ListPageProps<T> {
  items: T[];
  /** Every category (or year) of the whole list, for the filter's choices. */
  choices: string[];
  archive?: FilterableListProps['archive'];
  pager?: ReactNode;
}

/**
 * Whether a page of a list opens with its newest item across the row: its first page, while that item
 * is news (site.recentDays). An item two years old is not presented as the latest word.
 */
function leads({ items, archive }: ListPageProps<{ date: string }>): boolean {
  return (archive?.first ?? 1) === 1 && items[0] !== undefined && isRecent(items[0].date, buildDay(), site.recentDays);
}

/** The filter's settings of a list, all shown at first. */
function filterProps(
  props: ListPageProps<{ date: string }>,
  words: (typeof mediaLists)['blogs'],
  kind: MediaKind,
  mode: FilterMode = 'category',
) {
  const { choices, archive, pager } = props;
  return {
    lead: leads(props),
    mode,
    options: choices,
    defaultChoice: ALL,
    choiceLabel: mediaLists.choice[mode],
    archive,
    pager,
    search: { label: words.search, placeholder: words.placeholder },
    noun: words.noun,
    kind,
    emptyMessage: words.empty,
  };
}

/** One document's entry, from the list's index entry so that the page and the index agree. */
function documentEntry(
  item: DownloadResource | Bulletin | PressStatement,
  indexed: ArchiveItem,
  series: MediaKind,
  { badges, showCategory = true }: { badges?: ReactNode; showCategory?: boolean } = {},
): ListEntry {
  const { key, fields, category, year } = indexed;
  return {
    key,
    fields,
    // Only what the list filters by: the entries travel to the browser with the page.
    ...(year ? { year } : { category }),
    card: (
      <DocumentCard
        kind={series}
        title={item.title}
        titleHref={indexed.href}
        date={item.date}
        category={showCategory ? item.category : undefined}
        featured={isFeatured(item)}
        description={indexed.description}
        badges={badges}
        kicker={item.category}
        fileFacts={publicFileFactsText(item.file, mediaLists.facts)}
        downloads={item.downloads}
        action={indexed.action}
      />
    ),
  };
}

export function DownloadList(props: ListPageProps<DownloadResource>) {
  return (
    <FilterableList
      {...filterProps(props, mediaLists.downloads, 'resource')}
      entries={props.items.map((item) =>
        documentEntry(item, downloadIndexItem(item), 'resource', {
          // Grey: the card's colours say what kind of item it is (kinds.ts), not its format.
          badges: <Badge tone="gray">{item.type}</Badge>,
        }),
      )}
    />
  );
}

export function BulletinList(props: ListPageProps<Bulletin>) {
  const { items } = props;
  return (
    <FilterableList
      {...filterProps(props, mediaLists.bulletins, 'bulletin', 'year')}
      // One series: its name on every card would say nothing the page's title does not.
      entries={items.map((item) =>
        documentEntry(item, bulletinIndexItem(item), 'bulletin', {
          showCategory: new Set(items.map((bulletin) => bulletin.category)).size > 1,
        }),
      )}
    />
  );
}

export function PressList(props: ListPageProps<PressStatement>) {
  return (
    <FilterableList
      {...filterProps(props, mediaLists.press, 'press')}
      entries={props.items.map((item) => documentEntry(item, pressIndexItem(item), 'press'))}
    />
  );
}

export function BlogList(props: ListPageProps<BlogPost>) {
  return (
    <FilterableList
      {...filterProps(props, mediaLists.blogs, 'post')}
      entries={props.items.map((post, index) => {
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
                    // The first page's first post, while news, leads the list, half the row wide and more.
                    sizes={`(min-width: 1024px) ${index === 0 && leads(props) ? '42rem' : '22rem'}, (min-width: 768px) 45vw, 92vw`}
                  />
                ) : undefined
              }
              // Who wrote it, when and how long it takes to read: the rest waits on the post's own page.
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
