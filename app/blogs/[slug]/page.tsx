import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogPosts } from '@/content/blogs';
import { getBlogPost } from '@/lib/blog-posts';
import { BlogArticle } from '@/components/media/blog-article';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { ogImage } from '@/lib/images';
import { itemMetadata } from '@/lib/seo';
import { blogPostingJsonLd } from '@/lib/structured-data-media';

type Props = { params: Promise<{ slug: string }> };

// Only the posts in content exist; any other slug is the 404 page.
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
  const crumbs = [
    { label: 'Blogs', href: '/blogs' },
    { label: post.title, href: `/blogs/${post.slug}` },
  ];
  return (
    <>
      <PageHeader title={post.title} eyebrow={post.category} crumbs={crumbs} intro={post.excerpt} />
      <BlogArticle post={post} />
      <JsonLd data={blogPostingJsonLd(post)} />
    </>
  );
}
