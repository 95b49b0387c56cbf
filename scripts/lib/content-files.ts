import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { sourceCandidates, sourceImagePath } from '../images/sources';
import type { ContentFiles } from '../../content/schema';

/**
 * What the content checks ask of the disk, for the repository at `root`: an image key exists when
 * its source photo is in content/images, a document when its file is under public/.
 */
export function contentFiles(root = process.cwd()): ContentFiles {
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
    fileExists: (publicPath) => {
      const file = join(root, 'public', publicPath);
      return existsSync(file) && statSync(file).isFile();
    },
  };
}
