/**
 * What a list's filter knows of every item, all pages included: written by the build to
 * `/lists/{list}.json`, fetched the first time a visitor searches or picks a category. The cards of
 * each page describe their items with the same functions, so the page and the index agree.
 */
import { shownGallery } from '@/lib/stand-ins';
import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { downloads } from '@/content/downloads';
import { pressStatements } from '@/content/press';
import type { BlogPost, Bulletin, DownloadResource, NewsletterIssue, PressStatement } from '@/content/schema';
import { formatLongDate, formatMonthYear, yearOf } from './dates';
import { blogSearchFields, downloadSearchFields, pressSearchFields, type FilterEntry } from './media-filters';
import { blogPostHref, bulletinHref, newsletterIssueHref, pressStatementHref } from './media-pages';
import {
  GALLERY_PAGE_SIZE,
  LIST_PAGE_SIZE,
  NEWSLETTER_ARCHIVE_PAGE_SIZE,
  listPageHref,
  newestFirst,
  pageParams,
} from './paging';
import { actions } from '@/content/navigation';
import { newsletterIssues } from '@/content/newsletter';
import { pages, socialCards } from '@/content/pages';

export interface ArchiveItem extends FilterEntry {
  title: string;
  /** The item's own page, when it has one. */
  href?: string;
  /** ISO day, and as the site writes it. */
  date: string;
  dateText: string;
  category: string;
  description: string;
  action: { href: string; label: string; download?: boolean };
}

export type IndexedList = 'blogs' | 'press-statements' | 'monthly-bulletin' | 'downloads';

export const indexedLists: readonly IndexedList[] = ['blogs', 'press-statements', 'monthly-bulletin', 'downloads'];

export function listIndexPath(list: IndexedList): string {
  return `/lists/${list}.json`;
}

export function blogIndexItem(post: BlogPost): ArchiveItem {
  const href = blogPostHref(post);
  return {
    key: post.slug,
    fields: blogSearchFields(post),
    category: post.category,
    title: post.title,
    href,
    date: post.date,
    dateText: formatLongDate(post.date),
    description: post.excerpt,
    action: { href, label: actions.readMore.label },
  };
}

const pdfAction = (file: string) => ({ href: file, label: 'Download PDF', download: true });

export function pressIndexItem(item: PressStatement): ArchiveItem {
  return {
    key: item.slug,
    fields: pressSearchFields(item),
    category: item.category,
    title: item.title,
    href: pressStatementHref(item),
    date: item.date,
    dateText: formatLongDate(item.date),
    description: item.summary,
    action: pdfAction(item.file),
  };
}

export function bulletinIndexItem(item: Bulletin): ArchiveItem {
  return {
    key: item.slug,
    fields: [item.title, item.description],
    year: yearOf(item.date),
    category: item.category,
    title: item.title,
    href: bulletinHref(item),
    date: item.date,
    dateText: formatLongDate(item.date),
    description: item.description,
    action: pdfAction(item.file),
  };
}

/** A newsletter issue by its download index, for the cards that suggest other issues. */
export function newsletterIndexItem(issue: NewsletterIssue, index: number): ArchiveItem {
  return {
    key: String(index),
    fields: [issue.title, issue.description],
    year: yearOf(issue.date),
    category: socialCards.kinds.newsletterIssue,
    title: issue.title,
    href: newsletterIssueHref(index),
    date: issue.date,
    dateText: formatMonthYear(issue.date),
    description: issue.description,
    action: pdfAction(issue.file),
  };
}

export function downloadIndexItem(item: DownloadResource): ArchiveItem {
  return {
    key: String(item.id),
    fields: downloadSearchFields(item),
    category: item.category,
    title: item.title,
    date: item.date,
    dateText: formatLongDate(item.date),
    description: item.description,
    action: { href: item.file, label: `Download ${item.type}`, download: true },
  };
}

/** The lists' items in the order their pages show them: newest first. */
export const orderedLists = {
  blogs: () => newestFirst(blogPosts),
  'press-statements': () => newestFirst(pressStatements),
  'monthly-bulletin': () => newestFirst(bulletins),
  downloads: () => newestFirst(downloads),
};

/** Every item of a list, newest first, as its filter sees them. */
export function listIndex(list: IndexedList): ArchiveItem[] {
  const entries: { [L in IndexedList]: () => ArchiveItem[] } = {
    blogs: () => orderedLists.blogs().map(blogIndexItem),
    'press-statements': () => orderedLists['press-statements']().map(pressIndexItem),
    'monthly-bulletin': () => orderedLists['monthly-bulletin']().map(bulletinIndexItem),
    downloads: () => orderedLists.downloads().map(downloadIndexItem),
  };
  return entries[list]();
}

export type PagedListName = IndexedList | 'gallery' | 'newsletter-archive';

/** Every list that pages: its address, page size and length. */
export const pagedLists: Record<PagedListName, { path: string; size: number; total: () => number }> = {
  blogs: { path: pages.blogs.path, size: LIST_PAGE_SIZE, total: () => blogPosts.length },
  'press-statements': { path: pages.pressStatements.path, size: LIST_PAGE_SIZE, total: () => pressStatements.length },
  'monthly-bulletin': { path: pages.monthlyBulletin.path, size: LIST_PAGE_SIZE, total: () => bulletins.length },
  downloads: { path: pages.downloads.path, size: LIST_PAGE_SIZE, total: () => downloads.length },
  gallery: { path: pages.gallery.path, size: GALLERY_PAGE_SIZE, total: () => shownGallery.length },
  'newsletter-archive': {
    path: pages.newsletterArchive.path,
    size: NEWSLETTER_ARCHIVE_PAGE_SIZE,
    total: () => newsletterIssues.length,
  },
};

/** The `generateStaticParams` of a list's numbered pages, `/blogs/page/{page}`, every page from 1. */
export function pagedListParams(list: PagedListName): { page: string }[] {
  return pageParams(pagedLists[list].total(), pagedLists[list].size);
}

/**
 * Every numbered page of every list. Page 2 and on are pages of their own (in the sitemap);
 * `/blogs/page/1` repeats `/blogs`, which is its canonical address.
 */
export function numberedListPages(): { list: PagedListName; path: string; page: number }[] {
  return (Object.keys(pagedLists) as PagedListName[]).flatMap((list) =>
    pagedListParams(list).map(({ page }) => ({
      list,
      path: page === '1' ? `${pagedLists[list].path}/page/1` : listPageHref(pagedLists[list].path, Number(page)),
      page: Number(page),
    })),
  );
}
