import { blogPosts } from '@/content/blogs';
import { relatedPosts } from '@/lib/media-pages';
import { plainParagraph } from '@/lib/post-text';
import type { BlogPost } from '@/content/schema';

const post = (slug: string, category: string, date: string) => ({ ...blogPosts[0]!, slug, category, date }) as BlogPost;

describe('relatedPosts', () => {
  const posts = [
    post('a', 'Energy', '2024-01-01'),
    post('b', 'Waste', '2024-05-01'),
    post('c', 'Energy', '2024-03-01'),
    post('d', 'Waste', '2024-02-01'),
    post('e', 'Energy', '2024-06-01'),
  ];

  it('offers the same category first, then the others, each newest first, never the post itself', () => {
    expect(relatedPosts(posts[0]!, posts, 3).map((p) => p.slug)).toEqual(['e', 'c', 'b']);
    expect(relatedPosts(posts[1]!, posts, 4).map((p) => p.slug)).toEqual(['d', 'e', 'c', 'a']);
  });

  it('offers what there is when there are few posts', () => {
    expect(relatedPosts(posts[0]!, posts.slice(0, 2), 3).map((p) => p.slug)).toEqual(['b']);
    expect(relatedPosts(posts[0]!, posts.slice(0, 1), 3)).toEqual([]);
  });
});

describe('plainParagraph', () => {
  it('puts each link’s words where its name stands, and leaves unknown braces as written', () => {
    const links = { downloads: { label: 'our downloads', href: '/resources/downloads' } };
    expect(plainParagraph('See {downloads} and {other}.', links)).toBe('See our downloads and {other}.');
    expect(plainParagraph('No links here.', undefined)).toBe('No links here.');
  });
});
