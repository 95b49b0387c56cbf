import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { newsletterIssues } from '@/content/newsletter';
import { pressStatements } from '@/content/press';
import { latestNews, type NewsItem } from './news';

/** The newest `count` items content has published: blog posts, press statements, bulletins and newsletters. */
export function latestContentNews(count: number): NewsItem[] {
  return latestNews({ blogPosts, pressStatements, bulletins, newsletterIssues }, count);
}
