/**
 * The site's news feeds: which exist, where they live, and what each item says, from the content the
 * list pages render. No XML or file access here (scripts/lib/feed-xml.ts, scripts/postbuild/feeds.ts),
 * so pages can import the addresses for their autodiscovery links.
 */
import type { Metadata } from 'next';
import type { BlogPost, Bulletin, PressStatement } from '@/content/schema';
import { site } from '@/content/site';
import { blogPostHref, bulletinHref, pressStatementHref } from './media-pages';
import { plainParagraph } from './post-text';

export type FeedKey = 'blogs' | 'press-statements' | 'monthly-bulletin' | 'all';
export type FeedFormat = 'rss' | 'atom';

interface FeedChannel {
  key: FeedKey;
  /** Shown by feed readers beside the site's name, and in the autodiscovery links. */
  title: string;
  description: string;
  /** The page the feed follows. */
  page: string;
}

/** Every feed, in the order the build writes and reports them. */
export const feedChannels: readonly FeedChannel[] = [
  {
    key: 'blogs',
    title: 'Blogs',
    description: 'Articles by Kenyan environmental practitioners, from the institute’s blog.',
    page: '/blogs',
  },
  {
    key: 'press-statements',
    title: 'Press Statements',
    description: 'The institute’s press statements on Kenya’s environment, each with its full text as a PDF.',
    page: '/press-statements',
  },
  {
    key: 'monthly-bulletin',
    title: 'Monthly Bulletin',
    description: 'The institute’s monthly bulletin for environmental practitioners, each issue as a PDF.',
    page: '/monthly-bulletin',
  },
  {
    key: 'all',
    title: 'All News',
    description: 'Every blog post, press statement and monthly bulletin of the institute, newest first.',
    page: '/',
  },
];

/** The feeds the home page announces: the combined one first, as feed readers offer the first. */
export const homeFeeds: readonly FeedKey[] = ['all', 'blogs', 'press-statements', 'monthly-bulletin'];

export function feedChannel(key: FeedKey): FeedChannel {
  const channel = feedChannels.find((entry) => entry.key === key);
  if (!channel) throw new Error(`Unknown feed "${key}"`);
  return channel;
}

export const feedFormats: readonly FeedFormat[] = ['rss', 'atom'];

/**
 * The hosts send these for the feeds' extensions, so a feed's autodiscovery link and its response
 * agree. The XML declares its encoding; the bare types are what serve sends on its own.
 */
export const feedTypes: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};

const formatNames: Readonly<Record<FeedFormat, string>> = { rss: 'RSS', atom: 'Atom' };

/** `/feeds/blogs.rss`, `/feeds/blogs.atom`: the extension names the format. */
export function feedPath(key: FeedKey, format: FeedFormat): string {
  return `/feeds/${key}.${format}`;
}

/** The `alternates.types` of a page's metadata: one `<link rel="alternate">` per feed, titled "Blogs (RSS)". */
export function feedAlternates(...keys: FeedKey[]): Record<string, { url: string; title: string }[]> {
  const types: Record<string, { url: string; title: string }[]> = {};
  for (const format of feedFormats) {
    types[feedTypes[format]] = keys.map((key) => ({
      url: feedPath(key, format),
      title: `${feedChannel(key).title} (${formatNames[format]})`,
    }));
  }
  return types;
}

/** A page's metadata with the autodiscovery links of its feeds added beside its canonical link. */
export function withFeedLinks(metadata: Metadata, ...keys: FeedKey[]): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: feedAlternates(...keys) } };
}

/**
 * An ISO day as published at 09:00 East Africa Time (06:00 UTC): the same calendar day in UTC and
 * in Kenya, so no reader shows the day before.
 */
export function itemDate(text: string): Date {
  return new Date(`${text}T06:00:00Z`);
}

export interface FeedItem {
  kind: 'Blog post' | 'Press statement' | 'Monthly bulletin';
  title: string;
  /** The item's own page. */
  link: string;
  date: Date;
  summary: string;
  /** Full text (blog posts). */
  paragraphs?: readonly string[];
  category: string;
  author: { name: string; role?: string; email?: string };
  /** A document (PDF) under public/, offered as the item's enclosure. */
  document?: string;
}

export interface FeedContent {
  blogPosts: readonly BlogPost[];
  pressStatements: readonly PressStatement[];
  bulletins: readonly Bulletin[];
}

/** A press statement's or a bulletin's item: its PDF is the enclosure. */
function documentItem(
  kind: FeedItem['kind'],
  item: PressStatement | Bulletin,
  link: string,
  summary: string,
): FeedItem {
  const { title, date, category, file } = item;
  const author = { name: site.name, email: site.contacts.email };
  return { kind, title, link, date: itemDate(date), summary, category, author, document: file };
}

/** Readers poll a feed for what is new; the list pages hold every item, so a feed stays this size. */
export const feedItemCount = 20;

/** What the feed is, and the pages that hold the items older than its newest. */
export function feedDescription(channel: FeedChannel, absolute: (path: string) => string): string {
  const archive = channel.key === 'all' ? feedChannels.slice(0, 3).map((other) => other.page) : [channel.page];
  return `${channel.description} The newest ${feedItemCount} items; every older one: ${archive.map(absolute).join(', ')}.`;
}

/** A feed's newest items; the sort is stable, so a day's entries keep their order. */
export function feedItems(key: FeedKey, content: FeedContent): FeedItem[] {
  const items = {
    blogs: content.blogPosts.map((post): FeedItem => ({
      kind: 'Blog post',
      title: post.title,
      link: blogPostHref(post),
      date: itemDate(post.date),
      summary: post.excerpt,
      paragraphs: post.content.map((paragraph) => plainParagraph(paragraph, post.links)),
      category: post.category,
      author: { name: post.author, role: post.authorRole },
    })),
    'press-statements': content.pressStatements.map((item) =>
      documentItem('Press statement', item, pressStatementHref(item), item.summary),
    ),
    'monthly-bulletin': content.bulletins.map((item) =>
      documentItem('Monthly bulletin', item, bulletinHref(item), item.description),
    ),
  };
  const carried = key === 'all' ? Object.values(items).flat() : items[key];
  return carried.sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, feedItemCount);
}
