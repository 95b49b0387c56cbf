import { blogPosts } from '../content/blogs';
import type { BlogPost } from '../content/schema';
import { findBySlug } from './slug';

/** The post at /blogs/{slug}, or undefined. */
export function getBlogPost(slug: string): BlogPost | undefined {
  return findBySlug(blogPosts, slug);
}
