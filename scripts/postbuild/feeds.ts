/**
 * Post-build step: the news feeds (RSS 2.0 and Atom 1.0, lib/feeds.ts) in out/feeds/. Each enclosure's
 * length is measured from the document in out/; a missing document fails the build.
 */
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { pressStatements } from '@/content/press';
import { renderFeeds, type FeedFile } from '@/scripts/lib/feed-xml';
import type { FeedContent } from '@/lib/feeds';
import { formatBytes } from '@/lib/format';
import { writeFileWithFolders } from '@/scripts/lib/list-files';

export interface FeedsOptions {
  outDir?: string;
  content?: FeedContent;
  log?: Pick<Console, 'log'>;
}

export function exportedFileBytes(outDir: string) {
  return (publicPath: string): number => {
    const file = join(outDir, ...publicPath.split('/').filter(Boolean));
    try {
      return statSync(file).size;
    } catch {
      throw new Error(`feeds: the document ${publicPath} is missing from ${outDir}`);
    }
  };
}

export function writeFeeds({
  outDir = 'out',
  content = { blogPosts, pressStatements, bulletins },
  log = console,
}: FeedsOptions = {}): FeedFile[] {
  const files = renderFeeds(content, exportedFileBytes(outDir));
  rmSync(join(outDir, 'feeds'), { recursive: true, force: true });
  for (const file of files) writeFileWithFolders(join(outDir, file.path), file.body);
  for (const file of files) log.log(`feeds: ${file.path} ${formatBytes(Buffer.byteLength(file.body, 'utf8'))}`);
  return files;
}

export const feedsStep = { name: 'feeds (RSS and Atom)', run: () => void writeFeeds() };
