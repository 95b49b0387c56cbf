/**
 * Post-build step: the news feeds (RSS 2.0 and Atom 1.0, lib/feeds.ts) in out/feeds/. Each enclosure's
 * length is measured from the document in out/; a missing document fails the build.
 */
import { mkdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { pressStatements } from '@/content/press';
import { renderFeeds, type FeedFile } from '@/scripts/lib/feed-xml';
import type { FeedContent } from '@/lib/feeds';
import { formatBytes } from '@/lib/format';

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
  for (const file of files) {
    const target = join(outDir, ...file.path.split('/').filter(Boolean));
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, file.body, 'utf8');
  }
  for (const file of files) {
    log.log(`feeds: ${file.path} ${formatBytes(Buffer.byteLength(file.body, 'utf8'))}`);
  }
  return files;
}

export const feedsStep = { name: 'feeds (RSS and Atom)', run: () => void writeFeeds() };
