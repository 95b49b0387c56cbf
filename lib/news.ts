/**
 * The newest items of every kind the institute publishes (blog posts, press statements, monthly
 * bulletins, newsletter issues) in one list, newest first: the News & Events hub and the home page.
 */
import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { newsletterIssues } from '@/content/newsletter';
import { pressStatements } from '@/content/press';
import { site } from '@/content/site';
import type { BlogPost, Bulletin, ImageRef, NewsletterIssue, PressStatement } from '@/content/schema';
import { buildDay } from './build-date';
import { isRecent } from './dates';
import { blogPostHref, bulletinHref, newsletterIssueHref, pressStatementHref } from './media-pages';
import { newestFirst } from './paging';

export type NewsKind = 'Blog post' | 'Press statement' | 'Monthly bulletin' | 'Newsletter';

export interface NewsItem {
  kind: NewsKind;
  title: string;
  /** Publication day, "YYYY-MM-DD". */
  date: string;
  summary: string;
  href: string;
  image?: ImageRef;
  /** A post's category. */
  category?: string;
}

interface NewsSources {
  blogPosts: readonly BlogPost[];
  pressStatements: readonly PressStatement[];
  bulletins: readonly Bulletin[];
  /** Oldest first: an issue's position is its address. */
  newsletterIssues: readonly NewsletterIssue[];
}

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

const newsItem = (
  kind: NewsKind,
  { title, date, description, image }: PressStatement | Bulletin | NewsletterIssue,
  href: string,
): NewsItem => ({ kind, title, date, summary: description, href, image });

/** Every published item, newest first; items of the same day keep the order of the kinds above. */
export function allNews({ blogPosts, pressStatements, bulletins, newsletterIssues }: NewsSources): NewsItem[] {
  return newestFirst([
    ...blogPosts.map(blogNewsItem),
    ...pressStatements.map((statement) => newsItem('Press statement', statement, pressStatementHref(statement))),
    ...bulletins.map((bulletin) => newsItem('Monthly bulletin', bulletin, bulletinHref(bulletin))),
    ...newsletterIssues.map((issue, index) => newsItem('Newsletter', issue, newsletterIssueHref(index))),
  ]);
}

export function latestNews(sources: NewsSources, count: number): NewsItem[] {
  return allNews(sources).slice(0, count);
}

export function latestContentNews(count: number): NewsItem[] {
  return latestNews({ blogPosts, pressStatements, bulletins, newsletterIssues }, count);
}

/**
 * Whether an item is shown as featured: an editor marked it so and it is still recent, so a mark left
 * on an old item lapses on its own.
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
