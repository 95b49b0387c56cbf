/**
 * The site's news feeds: which feeds exist, where they live, and what each item says. The items
 * come from the same content modules the list pages render (blog posts, press statements,
 * bulletins), so publishing an entry in content publishes it in its feeds. Pure: no file access
 * and no XML here (scripts/lib/feed-xml.ts writes the XML, scripts/postbuild/feeds.ts the files), so the
 * pages can import the addresses for their autodiscovery links.
 */
import type { Metadata } from 'next';
import type { BlogPost, Bulletin, PressStatement } from '@/content/schema';
import { site } from '@/content/site';
import { blogPostHref, bulletinHref, pressStatementHref } from './media-pages';
import { plainParagraph } from './post-text';

export type FeedKey = 'blogs' | 'press-statements' | 'monthly-bulletin' | 'all';
export type FeedFormat = 'rss' | 'atom';

export interface FeedChannel {
  key: FeedKey;
  /** Shown by feed readers beside the site's name, and in the autodiscovery links. */
  title: string;
  description: string;
  /** The page the feed follows. */
  page: string;
  /** The lists that hold every item, older ones included, on their numbered pages. */
  archive: readonly string[];
}

/** Every feed, in the order the build writes and reports them. */
export const feedChannels: readonly FeedChannel[] = [
  {
    key: 'blogs',
    title: 'Blogs',
    description: 'Articles by Kenyan environmental practitioners, from the institute’s blog.',
    page: '/blogs',
    archive: ['/blogs'],
  },
  {
    key: 'press-statements',
    title: 'Press Statements',
    description: 'The institute’s press statements on Kenya’s environment, each with its full text as a PDF.',
    page: '/press-statements',
    archive: ['/press-statements'],
  },
  {
    key: 'monthly-bulletin',
    title: 'Monthly Bulletin',
    description: 'The institute’s monthly bulletin for environmental practitioners, each issue as a PDF.',
    page: '/monthly-bulletin',
    archive: ['/monthly-bulletin'],
  },
  {
    key: 'all',
    title: 'All News',
    description: 'Every blog post, press statement and monthly bulletin of the institute, newest first.',
    page: '/',
    archive: ['/blogs', '/press-statements', '/monthly-bulletin'],
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
 * Content type of each format. The host configurations send these for the feeds' extensions, so a
 * feed's autodiscovery link and its response agree. Feeds declare their encoding (UTF-8) in the XML
 * declaration; the bare types are what serve sends on its own, so they cost no rule in serve.json.
 */
export const feedTypes: Readonly<Record<FeedFormat, string>> = {
  rss: 'application/rss+xml',
  atom: 'application/atom+xml',
};

const formatNames: Readonly<Record<FeedFormat, string>> = { rss: 'RSS', atom: 'Atom' };

/** `/feeds/blogs.rss`, `/feeds/blogs.atom`: the extension names the format, and so its content type. */
export function feedPath(key: FeedKey, format: FeedFormat): string {
  return `/feeds/${key}.${format}`;
}

/** Title of one feed in one format, as an autodiscovery link names it: "Blogs (RSS)". */
export function feedLinkTitle(key: FeedKey, format: FeedFormat): string {
  return `${feedChannel(key).title} (${formatNames[format]})`;
}

/**
 * The `alternates.types` of a page's metadata: Next writes one `<link rel="alternate">` per feed,
 * which browsers and feed readers use to find the feeds from the page's address.
 */
export function feedAlternates(...keys: FeedKey[]): Record<string, { url: string; title: string }[]> {
  const types: Record<string, { url: string; title: string }[]> = {};
  for (const format of feedFormats) {
    types[feedTypes[format]] = keys.map((key) => ({ url: feedPath(key, format), title: feedLinkTitle(key, format) }));
  }
  return types;
}

/** A page's metadata with the autodiscovery links of its feeds added beside its canonical link. */
export function withFeedLinks(metadata: Metadata, ...keys: FeedKey[]): Metadata {
  return { ...metadata, alternates: { ...metadata.alternates, types: feedAlternates(...keys) } };
}

// ---------------------------------------------------------------- items

/**
 * The publication date of a content entry (an ISO day, "2024-12-12"). The day is taken as published
 * at 09:00 East Africa Time (06:00 UTC), which is the same calendar day in UTC and in Kenya, so no
 * reader shows the day before.
 */
export function itemDate(text: string): Date {
  return new Date(`${text}T06:00:00Z`);
}

export type FeedItemKind = 'Blog post' | 'Press statement' | 'Monthly bulletin';

export interface FeedItem {
  kind: FeedItemKind;
  title: string;
  /** Path of the item's own page: `/press-statements/{slug}`. */
  link: string;
  date: Date;
  summary: string;
  /** Full text as HTML paragraphs (blog posts). */
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

const institute = { name: site.name, email: site.contacts.email };

export function blogItems(posts: readonly BlogPost[]): FeedItem[] {
  return posts.map((post) => ({
    kind: 'Blog post',
    title: post.title,
    link: blogPostHref(post),
    date: itemDate(post.date),
    summary: post.excerpt,
    paragraphs: post.content.map((paragraph) => plainParagraph(paragraph, post.links)),
    category: post.category,
    author: { name: post.author, role: post.authorRole },
  }));
}

export function pressItems(statements: readonly PressStatement[]): FeedItem[] {
  return statements.map((statement) => ({
    kind: 'Press statement',
    title: statement.title,
    link: pressStatementHref(statement),
    date: itemDate(statement.date),
    summary: statement.summary,
    category: statement.category,
    author: institute,
    document: statement.file,
  }));
}

export function bulletinItems(bulletins: readonly Bulletin[]): FeedItem[] {
  return bulletins.map((bulletin) => ({
    kind: 'Monthly bulletin',
    title: bulletin.title,
    link: bulletinHref(bulletin),
    date: itemDate(bulletin.date),
    summary: bulletin.description,
    category: bulletin.category,
    author: institute,
    document: bulletin.file,
  }));
}

/**
 * How many of the newest items each feed carries. Readers poll a feed for what is new; the archive
 * is the feed's page (its numbered pages hold every item), so a feed stays the same size however
 * many years of items the site holds.
 */
export const feedItemCount = 20;

/** The channel description: what the feed is, and where the items older than its newest are. */
export function feedDescription(channel: FeedChannel, absolute: (path: string) => string): string {
  return `${channel.description} The newest ${feedItemCount} items; every older one: ${channel.archive.map(absolute).join(', ')}.`;
}

/** The items of one feed: its newest `feedItemCount`. */
export function feedItems(key: FeedKey, content: FeedContent): FeedItem[] {
  return allFeedItems(key, content).slice(0, feedItemCount);
}

/** Every item a feed could carry, newest first; the sort is stable, so a day's entries keep their order. */
function allFeedItems(key: FeedKey, content: FeedContent): FeedItem[] {
  const items = {
    blogs: blogItems(content.blogPosts),
    'press-statements': pressItems(content.pressStatements),
    'monthly-bulletin': bulletinItems(content.bulletins),
  };
  const carried = key === 'all' ? Object.values(items).flat() : items[key];
  return carried.sort((a, b) => b.date.getTime() - a.date.getTime());
}
