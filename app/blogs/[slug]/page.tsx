import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPosts } from '@/content/blogs';
import { getBlogPost, relatedPosts } from '@/lib/media-pages';
import { blogNewsItem } from '@/lib/news';
import { pageCopy } from '@/lib/page-copy';
import { BlogArticle } from '@/components/media/blog-article';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { ogImage } from '@/lib/images';
import { itemMetadata } from '@/lib/seo';
import { blogPostingJsonLd } from '@/lib/structured-data-media';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return blogPosts.map((post) => ({ slug: post.slug }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = getBlogPost((await params).slug);
  if (!post) return {};
  return itemMetadata({
    title: post.title,
    description: post.excerpt,
    path: `/blogs/${post.slug}`,
    image: ogImage(post.image.src, post.image.alt),
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = getBlogPost((await params).slug);
  if (!post) notFound();
  const { slug, title, excerpt, category } = post;
  const copy = pageCopy('blogPost', { slug, title, excerpt, category });
  const related = relatedPosts(post, blogPosts, 3).map(blogNewsItem);
  return (
    <>
      <PageIntro copy={copy} centred />
      <BlogArticle post={post} copy={copy} related={related} />
      <JsonLd data={blogPostingJsonLd(post)} />
    </>
  );
}
