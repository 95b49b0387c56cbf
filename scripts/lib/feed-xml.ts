/**
 * The feeds of lib/feeds.ts as RSS 2.0 and Atom 1.0, with the `feed` package. Pure: each document's
 * size comes from the caller.
 */
import { Feed, type Item } from 'feed';
import { decodeXML } from 'entities/decode';
import { site } from '@/content/site';
import { contentTypes, extensionOf } from './security-headers';
import { absoluteUrl } from '@/lib/seo';
import {
  feedChannel,
  feedDescription,
  feedChannels,
  feedFormats,
  feedItems,
  feedPath,
  feedTypes,
  type FeedContent,
  type FeedFormat,
  type FeedItem,
  type FeedKey,
} from '@/lib/feeds';

export interface FeedFile {
  key: FeedKey;
  format: FeedFormat;
  path: string;
  type: string;
  body: string;
}

type FileBytes = (publicPath: string) => number;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function documentType(path: string): string {
  const type = contentTypes[extensionOf(path)];
  if (!type) throw new Error(`No content type for the document ${path}`);
  return type;
}

function feedEntry(item: FeedItem, key: FeedKey, fileBytes: FileBytes): Item {
  const url = absoluteUrl(item.link);
  const categories =
    key === 'all' && item.kind.toLowerCase() !== item.category.toLowerCase()
      ? [item.category, item.kind]
      : [item.category];
  return {
    title: item.title,
    // The page address is the item's identity: it is the same in every feed that lists it.
    id: url,
    link: url,
    date: item.date,
    published: item.date,
    // Readers show the summary as HTML: the plain text of content is escaped.
    description: escapeHtml(item.summary),
    content: item.paragraphs?.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
    category: categories.map((name) => ({ name, term: name })),
    author: [{ name: item.author.name, ...(item.author.email ? { email: item.author.email } : {}) }],
    enclosure: item.document
      ? { url: absoluteUrl(item.document), type: documentType(item.document), length: fileBytes(item.document) }
      : undefined,
  };
}

/** The feed package writes `image/<extension>` as every Atom enclosure's type: set the file's real one. */
function fixAtomEnclosureTypes(xml: string): string {
  return xml.replace(/<link rel="enclosure"[^>]*>/g, (tag) => {
    const href = /href="([^"]*)"/.exec(tag)?.[1] ?? '';
    return tag.replace(/type="[^"]*"/, `type="${documentType(new URL(decodeXML(href)).pathname)}"`);
  });
}

export function renderFeed(key: FeedKey, content: FeedContent, fileBytes: FileBytes): FeedFile[] {
  const channel = feedChannel(key);
  const items = feedItems(key, content);
  // The newest item dates the feed, so rebuilding unchanged content gives the same files.
  const updated = items[0]?.date ?? new Date(Date.UTC(site.founded, 0, 1));
  const feed = new Feed({
    title: `${channel.title} | ${site.name}`,
    description: feedDescription(channel, absoluteUrl),
    id: absoluteUrl(channel.page),
    link: absoluteUrl(channel.page),
    language: site.locale.replace('_', '-'),
    updated,
    generator: false,
    ttl: 60,
    favicon: absoluteUrl('/favicon.ico'),
    copyright: `© ${updated.getUTCFullYear()} ${site.name}`,
    author: { name: site.name, email: site.contacts.email, link: site.url },
    feedLinks: { rss: absoluteUrl(feedPath(key, 'rss')), atom: absoluteUrl(feedPath(key, 'atom')) },
  });
  for (const item of items) feed.addItem(feedEntry(item, key, fileBytes));
  const bodies: Record<FeedFormat, string> = { rss: feed.rss2(), atom: fixAtomEnclosureTypes(feed.atom1()) };
  return feedFormats.map((format) => ({
    key,
    format,
    path: feedPath(key, format),
    type: feedTypes[format],
    body: `${bodies[format]}\n`,
  }));
}

export function renderFeeds(content: FeedContent, fileBytes: FileBytes): FeedFile[] {
  return feedChannels.flatMap((channel) => renderFeed(channel.key, content, fileBytes));
}
