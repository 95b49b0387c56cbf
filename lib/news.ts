/**
 * The newest items of every kind the institute publishes (blog posts, press statements, monthly
 * bulletins, newsletter issues) in one list, newest first, each with the address that shows it:
 * the News & Events hub (/news) and the home page.
 */
import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { newsletterIssues } from '@/content/newsletter';
import { pressStatements } from '@/content/press';
import { site } from '@/content/site';
import type { BlogPost, Bulletin, ImageRef, NewsletterIssue, PressStatement } from '@/content/schema';
import { daysBetween, parseIsoDay } from '@/content/schema/values';
import { buildDay } from './build-date';
import { blogPostHref, bulletinHref, newsletterIssueHref, pressStatementHref } from './media-pages';

export type NewsKind = 'Blog post' | 'Press statement' | 'Monthly bulletin' | 'Newsletter';

export interface NewsItem {
  kind: NewsKind;
  title: string;
  /** Publication day, "YYYY-MM-DD". */
  date: string;
  summary: string;
  href: string;
  /** Its photo: a post's picture, or the one an editor gave a statement, bulletin or issue. */
  image?: ImageRef;
  /** A post's category. */
  category?: string;
}

export interface NewsSources {
  blogPosts: readonly BlogPost[];
  pressStatements: readonly PressStatement[];
  bulletins: readonly Bulletin[];
  /** Oldest first: an issue's position is its address. */
  newsletterIssues: readonly NewsletterIssue[];
}

/** A blog post as an item of the news. */
export function blogNewsItem(post: BlogPost): NewsItem {
  return {
    kind: 'Blog post',
    title: post.title,
    date: post.date,
    summary: post.excerpt,
    href: blogPostHref(post),
    image: post.image,
    category: post.category,
  };
}

/** Every published item, newest first; items of the same day keep the order of the kinds above. */
export function allNews({ blogPosts, pressStatements, bulletins, newsletterIssues }: NewsSources): NewsItem[] {
  const items: NewsItem[] = [
    ...blogPosts.map(blogNewsItem),
    ...pressStatements.map((statement) => ({
      kind: 'Press statement' as const,
      title: statement.title,
      date: statement.date,
      summary: statement.description,
      href: pressStatementHref(statement),
      image: statement.image,
    })),
    ...bulletins.map((bulletin) => ({
      kind: 'Monthly bulletin' as const,
      title: bulletin.title,
      date: bulletin.date,
      summary: bulletin.description,
      href: bulletinHref(bulletin),
      image: bulletin.image,
    })),
    ...newsletterIssues.map((issue, index) => ({
      kind: 'Newsletter' as const,
      title: issue.title,
      date: issue.date,
      summary: issue.description,
      href: newsletterIssueHref(index),
      image: issue.image,
    })),
  ];
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => b.item.date.localeCompare(a.item.date) || a.index - b.index)
    .map(({ item }) => item);
}

/** The newest `count` items. */
export function latestNews(sources: NewsSources, count: number): NewsItem[] {
  return allNews(sources).slice(0, count);
}

/** The newest `count` items content has published. */
export function latestContentNews(count: number): NewsItem[] {
  return latestNews({ blogPosts, pressStatements, bulletins, newsletterIssues }, count);
}

/**
 * Whether an item dated `date` is still news on `today` (both "YYYY-MM-DD"): no more than `recentDays`
 * old (content/site.ts). Older items are headed as earlier news, not as the latest.
 */
export function isRecent(date: string, today: string, recentDays: number): boolean {
  const [from, to] = [parseIsoDay(date), parseIsoDay(today)];
  return from !== null && to !== null && daysBetween(from, to) <= recentDays;
}

/**
 * Whether an item is shown as featured: an editor marked it so and it is still recent by `today`
 * (recentDays in content/site.ts). A mark left on an old item lapses on its own, so the build never
 * tells a visitor that a year-old statement is the one to read now.
 */
export function isFeatured(
  item: { featured?: boolean; date: string },
  today: string = buildDay(),
  recentDays: number = site.recentDays,
): boolean {
  return item.featured === true && isRecent(item.date, today, recentDays);
}

/** The heading of a list, newest first: `latest` while its newest item is recent by `today`, else `earlier`. */
export function newsHeading<T>(
  items: readonly { date: string }[],
  today: string,
  recentDays: number,
  headings: { latest: T; earlier: T },
): T {
  return items[0] && isRecent(items[0].date, today, recentDays) ? headings.latest : headings.earlier;
}
