// Runs in the default (jsdom) environment: the shared setup file needs `window`. Only Node APIs are used.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { pressStatements } from '@/content/press';
import { site } from '@/content/site';
import type { BlogPost, PressStatement } from '@/content/schema';
import { renderFeed, renderFeeds, type FeedFile } from '@/scripts/lib/feed-xml';
import {
  feedAlternates,
  feedChannels,
  feedItemCount,
  feedItems,
  feedPath,
  itemDate,
  withFeedLinks,
  type FeedContent,
  type FeedKey,
} from '@/lib/feeds';
import { bulletinHref, pressStatementHref } from '@/lib/media-pages';
import { publicFileFacts } from '@/lib/files';
import sitemap from '@/app/sitemap';

const content: FeedContent = { blogPosts, pressStatements, bulletins };

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  textNodeName: 'text',
  isArray: (_name, path) =>
    [
      'rss.channel.item',
      'rss.channel.item.category',
      'rss.channel.item.author',
      'feed.entry',
      'feed.entry.link',
      'feed.entry.category',
      'feed.entry.author',
    ].includes(String(path)),
});

interface RssItem {
  title: string;
  link: string;
  guid: { text: string };
  pubDate: string;
  description: string;
  category: string[];
  author: string[];
  enclosure?: { url: string; type: string; length: string };
}

interface AtomEntry {
  title: { text: string };
  id: string;
  link: { href: string; rel?: string; type?: string; length?: string }[];
  updated: string;
  category: { term: string }[];
  author: { name: string }[];
}

function rssItems(file: FeedFile): RssItem[] {
  const xml = parser.parse(file.body) as { rss: { channel: { item?: RssItem[] } } };
  return xml.rss.channel.item ?? [];
}

function atomEntries(file: FeedFile): AtomEntry[] {
  const xml = parser.parse(file.body) as { feed: { entry?: AtomEntry[] } };
  return xml.feed.entry ?? [];
}

const byFormat = (files: FeedFile[], format: 'rss' | 'atom') => {
  const file = files.find((entry) => entry.format === format);
  if (!file) throw new Error(`no ${format} file`);
  return file;
};

/** Fixed sizes: the feeds take each document's size from the caller. */
const fakeBytes = (path: string) => path.length * 1000;

const newPost: BlogPost = {
  ...blogPosts[0]!,
  id: 999,
  slug: 'a-newly-added-post',
  title: 'A Newly Added Post',
  excerpt: 'What an editor just published.',
  content: ['First paragraph with <angle brackets> & an ampersand.'],
  date: '2099-03-03',
  category: 'A New Category',
};

const newStatement: PressStatement = {
  ...pressStatements[0]!,
  id: 999,
  slug: 'a-newly-added-statement',
  title: 'A Newly Added Statement',
  date: '2099-03-04',
  file: '/documents/press/a-newly-added-statement.pdf',
};

describe('itemDate', () => {
  it('reads an ISO day as the same day in Kenya and in UTC', () => {
    for (const text of [blogPosts[0]!.date, pressStatements[0]!.date]) {
      const date = itemDate(text);
      expect(date.toISOString().slice(0, 10)).toBe(text);
      const inNairobi = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(date);
      expect(inNairobi).toBe(text);
    }
  });
});

describe('the feeds built from content', () => {
  const files = renderFeeds(content, fakeBytes);

  it('are every feed in RSS and Atom, each a well-formed document of its own address', () => {
    expect(files.map((file) => file.path).sort()).toEqual(
      feedChannels.flatMap((channel) => [feedPath(channel.key, 'rss'), feedPath(channel.key, 'atom')]).sort(),
    );
    for (const file of files) {
      const xml = parser.parse(file.body) as Record<string, unknown>;
      expect(Object.keys(xml)).toContain(file.format === 'rss' ? 'rss' : 'feed');
      expect(file.body).toContain(`${site.url}${file.path}`);
    }
  });

  // Each feed carries its newest items, up to feedItemCount.
  const newest = (count: number) => Math.min(count, feedItemCount);
  const expected: Record<FeedKey, number> = {
    blogs: newest(blogPosts.length),
    'press-statements': newest(pressStatements.length),
    'monthly-bulletin': newest(bulletins.length),
    all: newest(blogPosts.length + pressStatements.length + bulletins.length),
  };

  it.each(feedChannels.map((channel) => channel.key))('%s: one item per content entry, newest first', (key) => {
    const feed = renderFeed(key, content, fakeBytes);
    const items = rssItems(byFormat(feed, 'rss'));
    const entries = atomEntries(byFormat(feed, 'atom'));
    expect(items).toHaveLength(expected[key]);
    expect(entries).toHaveLength(expected[key]);
    const dates = items.map((item) => new Date(item.pubDate).getTime());
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    for (const item of items) {
      expect(item.title).not.toBe('');
      expect(item.description).not.toBe('');
      expect(item.link.startsWith(`${site.url}/`)).toBe(true);
      expect(item.guid.text).toBe(item.link);
      expect(item.category.length).toBeGreaterThan(0);
      expect(item.author.length).toBe(1);
    }
  });

  it('link every item to its own page, with the PDF as enclosure for documents', () => {
    const all = renderFeed('all', content, fakeBytes);
    const items = rssItems(byFormat(all, 'rss'));
    const entries = atomEntries(byFormat(all, 'atom'));
    const links = items.map((item) => item.link);
    // The entries the combined feed carries (its newest), by their own page.
    const carried = new Set(feedItems('all', content).map((item) => `${site.url}${item.link}`));
    const inFeed = <T>(list: readonly T[], href: (item: T) => string) =>
      list.filter((item) => carried.has(`${site.url}${href(item)}`));
    expect(carried.size).toBe(expected.all);
    for (const post of inFeed(blogPosts, (entry) => `/blogs/${entry.slug}`)) {
      expect(links).toContain(`${site.url}/blogs/${post.slug}`);
    }
    for (const statement of inFeed(pressStatements, pressStatementHref)) {
      const link = `${site.url}${pressStatementHref(statement)}`;
      const item = items.find((entry) => entry.link === link);
      expect(item?.enclosure).toEqual({
        url: `${site.url}${statement.file}`,
        type: 'application/pdf',
        length: String(fakeBytes(statement.file)),
      });
      const entry = entries.find((candidate) => candidate.id === link);
      expect(entry?.link).toContainEqual({
        rel: 'enclosure',
        href: `${site.url}${statement.file}`,
        type: 'application/pdf',
        length: String(fakeBytes(statement.file)),
      });
    }
    for (const bulletin of inFeed(bulletins, bulletinHref)) {
      const item = items.find((entry) => entry.link === `${site.url}${bulletinHref(bulletin)}`);
      expect(item?.enclosure?.url).toBe(`${site.url}${bulletin.file}`);
    }
    // Blog posts have pages, not documents: no enclosure, and their author is the writer.
    const first = inFeed(blogPosts, (entry) => `/blogs/${entry.slug}`)[0]!;
    const post = items.find((item) => item.link === `${site.url}/blogs/${first.slug}`);
    expect(post?.enclosure).toBeUndefined();
    expect(post?.author).toEqual([first.author]);
  });

  it('measure each enclosure with the function they are given (the build measures out/)', () => {
    const publicFileBytes = (path: string) => publicFileFacts(path).bytes;
    const real = renderFeed('press-statements', content, publicFileBytes);
    const item = rssItems(byFormat(real, 'rss')).find((entry) =>
      entry.enclosure?.url.endsWith(pressStatements[0]!.file),
    );
    expect(Number(item?.enclosure?.length)).toBe(publicFileBytes(pressStatements[0]!.file));
  });

  it('are the same files when rebuilt from the same content (dated by their newest item)', () => {
    expect(renderFeeds(content, fakeBytes)).toEqual(files);
  });
});

describe('adding an entry in content', () => {
  it('adds a new blog post to the blog feed and the combined feed, and to no other', () => {
    const edited = { ...content, blogPosts: [...blogPosts, newPost] };
    for (const key of ['blogs', 'all'] as const) {
      const feed = renderFeed(key, edited, fakeBytes);
      const [first] = rssItems(byFormat(feed, 'rss'));
      expect(first?.title).toBe(newPost.title);
      expect(first?.link).toBe(`${site.url}/blogs/${newPost.slug}`);
      expect(first?.category).toContain(newPost.category);
      const [entry] = atomEntries(byFormat(feed, 'atom'));
      expect(entry?.title.text).toBe(newPost.title);
      expect(entry?.author).toEqual([{ name: newPost.author }]);
      // Text from content is escaped, never read as markup.
      expect(byFormat(feed, 'atom').body).toContain('&lt;angle brackets&gt; &amp; an ampersand');
    }
    for (const key of ['press-statements', 'monthly-bulletin'] as const) {
      const titles = rssItems(byFormat(renderFeed(key, edited, fakeBytes), 'rss')).map((item) => item.title);
      expect(titles).not.toContain(newPost.title);
    }
  });

  it('adds a new press statement, with its document, to the press feed and the combined feed', () => {
    const edited = { ...content, pressStatements: [...pressStatements, newStatement] };
    for (const key of ['press-statements', 'all'] as const) {
      const [first] = rssItems(byFormat(renderFeed(key, edited, fakeBytes), 'rss'));
      expect(first?.title).toBe(newStatement.title);
      expect(first?.link).toBe(`${site.url}/press-statements/${newStatement.slug}`);
      expect(first?.enclosure?.length).toBe(String(fakeBytes(newStatement.file)));
    }
    const blogTitles = rssItems(byFormat(renderFeed('blogs', edited, fakeBytes), 'rss')).map((item) => item.title);
    expect(blogTitles).not.toContain(newStatement.title);
  });
});

describe('ten years of items', () => {
  it('carry only the newest items, and name the archive that holds the rest', () => {
    const older = Array.from({ length: 60 }, (_, n) => ({
      ...blogPosts.at(-1)!,
      id: 10_000 + n,
      slug: `old-post-${n}`,
      title: `Old post ${n}`,
      date: `2015-01-${String((n % 28) + 1).padStart(2, '0')}`,
    }));
    const edited = { ...content, blogPosts: [...blogPosts, ...older] };
    for (const key of ['blogs', 'all'] as const) {
      const feed = renderFeed(key, edited, fakeBytes);
      const items = rssItems(byFormat(feed, 'rss'));
      expect(items).toHaveLength(feedItemCount);
      const newest = feedItems(key, edited)[0]!;
      expect(items[0]?.title).toBe(newest.title);
      expect(byFormat(feed, 'rss').body).toContain(`${site.url}/blogs`);
    }
  });
});

describe('autodiscovery and listings', () => {
  it('give a page one alternate link per feed and format, keeping its canonical link', () => {
    const metadata = withFeedLinks({ alternates: { canonical: '/blogs' } }, 'blogs');
    expect(metadata.alternates?.canonical).toBe('/blogs');
    expect(metadata.alternates?.types).toEqual({
      'application/rss+xml': [{ url: '/feeds/blogs.rss', title: 'Blogs (RSS)' }],
      'application/atom+xml': [{ url: '/feeds/blogs.atom', title: 'Blogs (Atom)' }],
    });
    expect(Object.values(feedAlternates('all', 'blogs')).map((links) => links.length)).toEqual([2, 2]);
  });

  it('the sitemap lists pages only, no feed', () => {
    const urls = sitemap().map((entry) => entry.url);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => url.includes('/feeds/'))).toEqual([]);
  });
});

describe('the app icons', () => {
  it('exist at the size their file name states', () => {
    for (const name of ['icon-192', 'icon-512', 'maskable-192', 'maskable-512']) {
      const png = readFileSync(join(process.cwd(), 'public', 'icons', `${name}.png`));
      const size = Number(name.split('-')[1]);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
    }
  });
});
