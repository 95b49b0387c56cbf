import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { agms } from '@/content/agm';
import { blogPosts } from '@/content/blogs';
import { getBlogPost } from '@/lib/media-pages';
import { bulletins } from '@/content/bulletins';
import { downloads } from '@/content/downloads';
import { galleryPhotos } from '@/content/gallery';
import { pressStatements } from '@/content/press';
import { yearOf } from '@/lib/dates';
import { absoluteUrl } from '@/lib/seo';
import { yearsOf } from '@/lib/media-filters';
import { isSlug, parseIsoDay } from '@/content/schema/values';
import { agmEventJsonLd, blogPostingJsonLd, pressStatementsJsonLd } from '@/lib/structured-data-media';
import { allRoutes } from '@/lib/routes';

const publicFile = (path: string) => readFileSync(join(process.cwd(), 'public', path));

// Rules the media content keeps whatever the editors publish (the content check enforces them too).
describe('media content', () => {
  it('dates every bulletin, press statement, post and download as YYYY-MM-DD', () => {
    for (const item of [...bulletins, ...pressStatements, ...blogPosts, ...downloads]) {
      expect(parseIsoDay(item.date)).not.toBeNull();
    }
  });

  it('offers the year of every bulletin in the year filter', () => {
    const years = yearsOf(bulletins);
    for (const bulletin of bulletins) expect(years).toContain(yearOf(bulletin.date));
  });

  it('features at most one bulletin, press statement and post each', () => {
    for (const list of [bulletins, pressStatements, blogPosts]) {
      expect(list.filter((item) => item.featured).length).toBeLessThanOrEqual(1);
    }
  });

  it('gives every blog post a unique slug, its paragraphs and a page', () => {
    const slugs = blogPosts.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const paths = allRoutes().map((r) => r.path);
    for (const post of blogPosts) {
      expect(isSlug(post.slug)).toBe(true);
      expect(post.content.length).toBeGreaterThanOrEqual(1);
      expect(getBlogPost(post.slug)).toBe(post);
      expect(paths).toContain(`/blogs/${post.slug}`);
      // The excerpt is the post page's meta description.
      expect(post.excerpt.length).toBeGreaterThanOrEqual(50);
      expect(post.excerpt.length).toBeLessThanOrEqual(160);
    }
    expect(getBlogPost('no-such-post')).toBeUndefined();
  });

  it('names each resource’s file by its type', () => {
    for (const d of downloads) expect(d.file.endsWith(d.type === 'ZIP' ? '.zip' : '.pdf')).toBe(true);
  });

  it('links only real files: PDFs start with %PDF, ZIPs with PK', () => {
    const files = [...bulletins, ...pressStatements, ...downloads]
      .map((item) => item.file)
      .concat(agms.map((meeting) => meeting.programmePdf));
    for (const file of files) {
      expect(existsSync(join(process.cwd(), 'public', file))).toBe(true);
      const magic = publicFile(file).subarray(0, 4).toString('latin1');
      expect(magic).toBe(file.endsWith('.zip') ? 'PK\u0003\u0004' : '%PDF');
    }
  });

  it('gives every gallery photo a caption and alt text', () => {
    for (const photo of galleryPhotos) {
      expect(photo.src).toMatch(/^gallery\//);
      expect(photo.alt.length).toBeGreaterThan(15);
      expect(photo.caption.length).toBeGreaterThan(5);
    }
  });
});

describe('structured data', () => {
  it('describes a post as a BlogPosting with its ISO date', () => {
    const post = blogPosts[0]!;
    const data = blogPostingJsonLd(post);
    expect(data['@type']).toBe('BlogPosting');
    expect(data.headline).toBe(post.title);
    expect(data.url).toBe(absoluteUrl(`/blogs/${post.slug}`));
    expect(data.datePublished).toBe(post.date);
    expect(data.author.name).toBe(post.author);
    expect(blogPostingJsonLd({ ...post, date: '2024-12-12' }).datePublished).toBe('2024-12-12');
  });

  it('describes each press statement as a NewsArticle and the AGM as an Event', () => {
    const articles = pressStatementsJsonLd(pressStatements);
    expect(articles).toHaveLength(pressStatements.length);
    expect(articles.every((a) => a['@type'] === 'NewsArticle')).toBe(true);
    expect(articles.map((a) => a.datePublished)).toEqual(pressStatements.map((p) => p.date));
    const event = agmEventJsonLd({ ...agms[0]!, date: '2025-03-15', venue: 'Nairobi' }, '/agm/2025');
    expect(event).toMatchObject({
      '@type': 'Event',
      startDate: '2025-03-15',
      endDate: '2025-03-15',
      location: { name: 'Nairobi' },
      url: expect.stringMatching(/\/agm\/2025$/),
    });
  });
});
