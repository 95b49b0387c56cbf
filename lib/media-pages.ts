/** The permanent address of every press statement, bulletin and blog post, `/{list}/{slug}`. */
import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { pressStatements } from '@/content/press';
import type { BlogPost, Bulletin, PressStatement } from '@/content/schema';
import { newestFirst } from './paging';
import { findBySlug } from './slug';

export function blogPostHref(post: { slug: string }): string {
  return `/blogs/${post.slug}`;
}

export function pressStatementHref(item: { slug: string }): string {
  return `/press-statements/${item.slug}`;
}

export function bulletinHref(item: { slug: string }): string {
  return `/monthly-bulletin/${item.slug}`;
}

/** The download page of the newsletter issue at `index` in content/newsletter.ts. */
export function newsletterIssueHref(index: number): string {
  return `/newsletter/download/${index}`;
}

export function getBlogPost(slug: string): BlogPost | undefined {
  return findBySlug(blogPosts, slug);
}

export function getPressStatement(slug: string): PressStatement | undefined {
  return findBySlug(pressStatements, slug);
}

export function getBulletin(slug: string): Bulletin | undefined {
  return findBySlug(bulletins, slug);
}

/** Every item page with the day it was published. */
export function itemPages(): { path: string; date: string }[] {
  return [
    ...blogPosts.map((post) => ({ path: blogPostHref(post), date: post.date })),
    ...pressStatements.map((item) => ({ path: pressStatementHref(item), date: item.date })),
    ...bulletins.map((item) => ({ path: bulletinHref(item), date: item.date })),
  ];
}

/** Up to `count` other posts to read next: those of the same category first, each group newest first. */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], count: number): BlogPost[] {
  const others = newestFirst(posts.filter((other) => other.slug !== post.slug));
  return [
    ...others.filter((other) => other.category === post.category),
    ...others.filter((other) => other.category !== post.category),
  ].slice(0, count);
}

/**
 * Up to `count` other items of a list to read after `item`, with their place in the list: chosen by
 * its category first, then by the nearest date, and shown its category first, each group newest first.
 */
export function relatedItems<T extends { date: string; category?: string }>(
  list: readonly T[],
  item: { date: string; category?: string },
  count = 3,
): { other: T; index: number }[] {
  const distance = (other: T) => Math.abs(Date.parse(other.date) - Date.parse(item.date));
  const sameCategory = (a: { other: T }, b: { other: T }) =>
    Number(b.other.category === item.category) - Number(a.other.category === item.category);
  const newer = (a: { other: T }, b: { other: T }) => b.other.date.localeCompare(a.other.date);
  return list
    .flatMap((other, index) => (other === item ? [] : [{ other, index }]))
    .sort((a, b) => sameCategory(a, b) || distance(a.other) - distance(b.other) || newer(a, b))
    .slice(0, count)
    .sort((a, b) => sameCategory(a, b) || newer(a, b));
}
