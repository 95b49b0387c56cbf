import { blogPosts } from '@/content/blogs';
import type { BlogPost } from '@/content/schema';
import { findBySlug } from './slug';

/** The post at /blogs/{slug}, or undefined. */
export function getBlogPost(slug: string): BlogPost | undefined {
  return findBySlug(blogPosts, slug);
}

/**
 * Up to `count` other posts to read next: those of the same category first, then the rest, each
 * group newest first.
 */
export function relatedPosts(post: BlogPost, posts: readonly BlogPost[], count: number): BlogPost[] {
  const others = posts.filter((other) => other.slug !== post.slug).sort((a, b) => b.date.localeCompare(a.date));
  return [
    ...others.filter((other) => other.category === post.category),
    ...others.filter((other) => other.category !== post.category),
  ].slice(0, count);
}
