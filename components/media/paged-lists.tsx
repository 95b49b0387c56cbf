import type { Metadata } from 'next';
import type { ComponentType, ReactNode } from 'react';
import { Images } from 'lucide';
import { notFound } from 'next/navigation';
import { pages } from '@/content/pages';
import type { PageCopy } from '@/content/schema/pages';
import { FeedSubscribe } from '@/components/media/feed-subscribe';
import { BlogList, BulletinList, DownloadList, PressList, type ListPageProps } from '@/components/media/media-lists';
import { Pager } from '@/components/media/pager';
import { EmptyNote } from '@/components/ui/empty-note';
import { IssueCard } from '@/components/newsletter/issue-card';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { withFeedLinks, type FeedKey } from '@/lib/feeds';
import { shownGallery } from '@/lib/stand-ins';
import { allNewsletterIssues, newsletterIssuesByYear } from '@/lib/newsletter-issues';
import {
  listIndexPath,
  orderedLists,
  pagedListParams,
  pagedLists,
  type IndexedList,
  type PagedListName,
} from '@/lib/list-index';
import { categoriesOf, yearsOf } from '@/lib/media-filters';
import { copyMetadata, fillText } from '@/lib/page-copy';
import type { pagingFacts } from '@/lib/page-facts';
import { listPageHref, pageCount, pageOf, parsePageNumber, type ListPage } from '@/lib/paging';
import { listPageCard } from '@/lib/social-cards';
import { pressStatementsJsonLd } from '@/lib/structured-data-media';

/**
 * Every list that pages, and the one way each of its pages is made: `/blogs` is page 1 of the blog
 * list and `/blogs/page/2` the next, each a static page with its own canonical address, the same
 * heading and filter, and the pager. The routes under app/ only name their list.
 */
interface PagedList {
  feed?: FeedKey;
  /** The list part of one page, or undefined for a page the list does not have. */
  body: (page: number, pager: (at: ListPage<unknown>) => ReactNode, photos: PhotoView) => ReactNode | undefined;
}

/**
 * How a page of photographs is shown: the gallery's routes pass the photo grid, so its viewer's code
 * comes only with them, not with every list route that imports this module.
 */
export type PhotoView = (photos: typeof shownGallery) => ReactNode;

/** A filtered list's page: the filter's choices and index are the whole list's. */
function filteredList<T>(
  list: IndexedList,
  all: () => T[],
  List: ComponentType<ListPageProps<T>>,
  choices: (items: T[]) => string[],
  after?: (items: T[]) => ReactNode,
): PagedList['body'] {
  return function body(page, pager) {
    const items = all();
    const at = pageOf(items, page);
    if (!at) return undefined;
    return (
      <>
        <List
          items={at.items}
          choices={choices(items)}
          archive={{ href: listIndexPath(list), total: at.total, first: at.first, last: at.last }}
          pager={pager(at)}
        />
        {after?.(at.items)}
      </>
    );
  };
}

const lists: Record<PagedListName, PagedList> = {
  blogs: { feed: 'blogs', body: filteredList('blogs', orderedLists.blogs, BlogList, categoriesOf) },
  'press-statements': {
    feed: 'press-statements',
    body: filteredList('press-statements', orderedLists['press-statements'], PressList, categoriesOf, (items) => (
      <JsonLd data={pressStatementsJsonLd(items)} />
    )),
  },
  'monthly-bulletin': {
    feed: 'monthly-bulletin',
    body: filteredList('monthly-bulletin', orderedLists['monthly-bulletin'], BulletinList, yearsOf),
  },
  downloads: { body: filteredList('downloads', orderedLists.downloads, DownloadList, categoriesOf) },
  'newsletter-archive': {
    body: (page, pager) => {
      const at = pageOf(allNewsletterIssues(), page, pagedLists['newsletter-archive'].size);
      if (!at) return undefined;
      return (
        <>
          {newsletterIssuesByYear(at.items).map(({ year, issues }) => (
            <section key={year} aria-labelledby={`issues-${year}`} className="mt-12 first:mt-0">
              <h2 id={`issues-${year}`} className="text-2xl font-bold text-brand-900">
                {year}
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {issues.map(({ issue, index }) => (
                  <li key={issue.file}>
                    <IssueCard issue={issue} index={index} archived />
                  </li>
                ))}
              </ul>
            </section>
          ))}
          {pager(at)}
        </>
      );
    },
  },
  gallery: {
    body: (page, pager, photos) => {
      const at = pageOf(shownGallery, page, pagedLists.gallery.size);
      if (!at) return undefined;
      // No photograph yet (its drawings stand in nowhere): the one message, and what there is to see.
      if (at.total === 0) {
        return (
          <EmptyNote icon={Images} text={pages.gallery.texts.none} links={Object.values(pages.gallery.links ?? {})} />
        );
      }
      return (
        <>
          {photos(at.items)}
          {pager(at)}
        </>
      );
    },
  },
};

const pagingTexts = ({ texts = {} }: PageCopy) => {
  const { pager = '', previous = '', next = '', page = '', pageTitle = '', pageDescription = '' } = texts;
  return { pager, previous, next, page, pageTitle, pageDescription };
};

/** Meta descriptions stay within 160 characters, cut at a word. */
function clip(text: string, max = 160): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

/** The copy of page `page`: page 1 is the list's own; a numbered page says which it is. */
function pageCopy(list: PagedListName, copy: PageCopy, page: number): PageCopy {
  if (page <= 1) return copy;
  const texts = pagingTexts(copy);
  const { total, size } = pagedLists[list];
  const facts: Record<(typeof pagingFacts)[number], string | number> = {
    page,
    pages: pageCount(total(), size),
    description: copy.description,
  };
  const title = copy.metaTitle ?? copy.title;
  return {
    ...copy,
    path: listPageHref(copy.path, page),
    metaTitle: `${title}, ${fillText(texts.pageTitle, facts)}`,
    description: clip(fillText(texts.pageDescription, facts)),
    crumb: fillText(texts.page, facts),
    parents: [...(copy.parents ?? []), { label: copy.crumb ?? copy.title, href: copy.path }],
  };
}

/**
 * The metadata of a page of a list. `/blogs/page/1` shows what `/blogs` shows: it names `/blogs` as
 * its canonical address and stays out of search indexes.
 */
export function pagedListMetadata(list: PagedListName, copy: PageCopy, page = 1, numbered = false): Metadata {
  const { feed } = lists[list];
  const metadata = copyMetadata(pageCopy(list, copy, page), listPageCard(copy.path, page));
  const withFeeds = feed ? withFeedLinks(metadata, feed) : metadata;
  return numbered && page === 1 ? { ...withFeeds, robots: { index: false, follow: true } } : withFeeds;
}

/** Page `page` of a list, or undefined when the list has no such page. */
export function PagedListPage({
  list,
  copy,
  page = 1,
  photos = () => null,
}: {
  list: PagedListName;
  copy: PageCopy;
  page?: number;
  photos?: PhotoView;
}) {
  const { feed, body } = lists[list];
  const texts = pagingTexts(copy);
  const pager = (at: ListPage<unknown>) => (
    <Pager base={copy.path} page={at.page} pageCount={at.pageCount} texts={texts} />
  );
  const content = body(page, pager, photos);
  if (!content) return undefined;
  return (
    <>
      <PageIntro copy={pageCopy(list, copy, page)}>{feed ? <FeedSubscribe feed={feed} /> : null}</PageIntro>
      <Section>{content}</Section>
    </>
  );
}

/** The exports of a list's numbered-page route, `app/{list}/page/[page]/page.tsx`. */
export function pagedListRoute(list: PagedListName, copy: PageCopy, photos?: PhotoView) {
  type Props = { params: Promise<{ page: string }> };
  const pageNumber = async (params: Props['params']) => parsePageNumber((await params).page) ?? 0;
  return {
    generateStaticParams: () => pagedListParams(list),
    generateMetadata: async ({ params }: Props): Promise<Metadata> =>
      pagedListMetadata(list, copy, await pageNumber(params), true),
    Page: async function NumberedListPage({ params }: Props) {
      const view = PagedListPage({ list, copy, page: await pageNumber(params), photos });
      if (!view) notFound();
      return view;
    },
  };
}
