import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { newsletterIssues } from '@/content/newsletter';
import { pressStatements } from '@/content/press';
import { allNews, latestNews } from '@/lib/news';

const sources = { blogPosts, pressStatements, bulletins, newsletterIssues };

describe('allNews', () => {
  it('holds every post, statement, bulletin and newsletter issue once, the newest first', () => {
    const items = allNews(sources);
    expect(items).toHaveLength(blogPosts.length + pressStatements.length + bulletins.length + newsletterIssues.length);
    const dates = items.map((item) => item.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(items.map((item) => item.href)).size).toBe(items.length);
  });

  it('links each item to the page that shows it', () => {
    const items = allNews(sources);
    for (const post of blogPosts) {
      expect(items.find((item) => item.title === post.title)?.href).toBe(`/blogs/${post.slug}`);
    }
    newsletterIssues.forEach((issue, index) => {
      expect(items.find((item) => item.title === issue.title)?.href).toBe(`/newsletter/download/${index}`);
    });
    for (const item of items.filter((i) => i.kind === 'Press statement'))
      expect(item.href).toMatch(/^\/press-statements/);
    for (const item of items.filter((i) => i.kind === 'Monthly bulletin'))
      expect(item.href).toMatch(/^\/monthly-bulletin/);
  });

  it('latestNews keeps the newest', () => {
    expect(latestNews(sources, 3)).toEqual(allNews(sources).slice(0, 3));
  });
});
