import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { agm } from '@/content/agm';
import { blogPosts, getBlogPost } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { downloads } from '@/content/downloads';
import { galleryPhotos } from '@/content/gallery';
import { pressStatements } from '@/content/press';
import { isSlug, yearOf } from '@/lib/media-filters';
import { agmEventJsonLd, blogPostingJsonLd, isoDate, pressStatementsJsonLd } from '@/lib/structured-data-media';
import { allRoutes } from '@/lib/routes';

const publicFile = (path: string) => readFileSync(join(process.cwd(), 'public', path));

describe('media content', () => {
  it('has six bulletins from July to December 2024, one featured', () => {
    expect(bulletins).toHaveLength(6);
    expect(bulletins.map((b) => isoDate(b.date).slice(0, 7)).sort()).toEqual([
      '2024-07',
      '2024-08',
      '2024-09',
      '2024-10',
      '2024-11',
      '2024-12',
    ]);
    expect(bulletins.filter((b) => b.featured)).toHaveLength(1);
    expect(bulletins.every((b) => yearOf(b.date) === '2024')).toBe(true);
  });

  it('has six press statements and six blog posts, one featured each', () => {
    expect(pressStatements).toHaveLength(6);
    expect(pressStatements.filter((p) => p.featured)).toHaveLength(1);
    expect(blogPosts).toHaveLength(6);
    expect(blogPosts.filter((p) => p.featured)).toHaveLength(1);
  });

  it('gives every blog post a unique slug, four or more paragraphs and its image', () => {
    const slugs = blogPosts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const post of blogPosts) {
      expect(isSlug(post.slug)).toBe(true);
      expect(post.content.length).toBeGreaterThanOrEqual(4);
      expect(post.image.src).toBe(`blog/${post.slug}`);
      expect(getBlogPost(post.slug)).toBe(post);
      // The excerpt is the post page's meta description.
      expect(post.excerpt.length).toBeGreaterThanOrEqual(50);
      expect(post.excerpt.length).toBeLessThanOrEqual(160);
    }
    expect(getBlogPost('no-such-post')).toBeUndefined();
    expect(blogPosts.some((p) => /over 90% of Kenya’s electricity is renewable/i.test(p.content.join(' ')))).toBe(true);
  });

  it('adds every post page to the route list', () => {
    const paths = allRoutes().map((r) => r.path);
    for (const post of blogPosts) expect(paths).toContain(`/blogs/${post.slug}`);
  });

  it('has eight resources with at least one ZIP and one featured', () => {
    expect(downloads).toHaveLength(8);
    expect(downloads.some((d) => d.type === 'ZIP')).toBe(true);
    expect(downloads.some((d) => d.featured)).toBe(true);
    for (const d of downloads) expect(d.file.endsWith(d.type === 'ZIP' ? '.zip' : '.pdf')).toBe(true);
  });

  it('links only real files: PDFs start with %PDF, ZIPs with PK', () => {
    const files = [...bulletins, ...pressStatements, ...downloads].map((item) => item.file).concat(agm.programmePdf);
    for (const file of files) {
      expect(existsSync(join(process.cwd(), 'public', file))).toBe(true);
      const magic = publicFile(file).subarray(0, 4).toString('latin1');
      expect(magic).toBe(file.endsWith('.zip') ? 'PK\u0003\u0004' : '%PDF');
    }
  });

  it('has 12 to 16 gallery photos with captions and alt text', () => {
    expect(galleryPhotos.length).toBeGreaterThanOrEqual(12);
    expect(galleryPhotos.length).toBeLessThanOrEqual(16);
    for (const photo of galleryPhotos) {
      expect(photo.src).toMatch(/^gallery\//);
      expect(photo.alt.length).toBeGreaterThan(15);
      expect(photo.caption.length).toBeGreaterThan(5);
    }
  });
});

describe('structured data', () => {
  it('converts content dates to ISO dates', () => {
    expect(isoDate('March 15, 2025')).toBe('2025-03-15');
    expect(isoDate('July 5, 2024')).toBe('2024-07-05');
    expect(() => isoDate('15/03/2025')).toThrow();
    expect(() => isoDate('Smarch 1, 2025')).toThrow();
    expect(isoDate(agm.date)).toBe(agm.isoDate);
  });

  it('describes a post as a BlogPosting', () => {
    const data = blogPostingJsonLd(blogPosts[0]!);
    expect(data['@type']).toBe('BlogPosting');
    expect(data.headline).toBe(blogPosts[0]!.title);
    expect(data.url).toBe('https://www.eik.co.ke/blogs/kenya-renewable-energy-leadership');
    expect(data.datePublished).toBe('2024-12-12');
    expect(data.author.name).toBe(blogPosts[0]!.author);
  });

  it('describes each press statement as a NewsArticle and the AGM as an Event', () => {
    const articles = pressStatementsJsonLd(pressStatements);
    expect(articles).toHaveLength(6);
    expect(articles.every((a) => a['@type'] === 'NewsArticle')).toBe(true);
    const event = agmEventJsonLd(agm);
    expect(event).toMatchObject({ '@type': 'Event', startDate: '2025-03-15', location: { name: 'Nairobi' } });
  });
});
