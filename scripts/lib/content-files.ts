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
    missingImageHint: (key: string) =>
      `has no photo: add ${sourceCandidates(key)[0]} (or the same name ending .png or .webp)`,
    fileExists: (publicPath) => {
      const file = join(root, 'public', publicPath);
      return existsSync(file) && statSync(file).isFile();
    },
  };
}
