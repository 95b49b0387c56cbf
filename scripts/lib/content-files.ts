import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sourceCandidates, sourceImagePath } from '@/scripts/images/sources';
import type { ContentFiles } from '@/content/schema';

/**
 * What the content checks ask of the disk, for the repository at `root`: an image key exists when
 * its source photo is in content/images, a document when its file is under public/, a page when
 * lib/routes.ts lists it.
 */
export function contentFiles(root = process.cwd()): ContentFiles {
  let pages: Set<string> | undefined;
  return {
    imageExists: (key) => sourceImagePath(key, root) !== undefined,
    missingImageHint: (key: string) => {
      // An editor who writes the file's ending ("blog/post.jpg") means the photo without it.
      const bare = key.replace(/\.(jpe?g|png|webp)$/i, '');
      if (bare !== key) {
        return sourceImagePath(bare, root)
          ? `names the photo with its ending: write "${bare}" (without "${key.slice(bare.length)}")`
          : `names the photo with its ending: write "${bare}" (without "${key.slice(bare.length)}"), and add ${sourceCandidates(bare)[0]} (or the same name ending .png or .webp)`;
      }
      return `has no photo: add ${sourceCandidates(key)[0]} (or the same name ending .png or .webp)`;
    },
    pageExists: (path) => {
      // Read when asked, not on import: a content file that cannot be read is reported as such.
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the routes of the content being checked
      const { allRoutes, unlistedRoutes } = require('@/lib/routes') as typeof import('@/lib/routes');
      pages ??= new Set([...allRoutes().map((route) => route.path), ...unlistedRoutes]);
      return pages.has(path);
    },
    fileExists: (publicPath) => {
      const file = join(root, 'public', publicPath);
      return existsSync(file) && statSync(file).isFile();
    },
  };
}
