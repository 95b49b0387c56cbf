import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ContentFiles } from './content-schema';

/**
 * What the content checks ask of the disk, for the repository at `root`. Image keys are looked up in
 * ONE place, `imageExists`: the manifest of the generated variants for now.
 */
export function contentFiles(root = process.cwd()): ContentFiles {
  let manifest: Record<string, unknown> | undefined;
  const readManifest = () => {
    if (!manifest) {
      try {
        manifest = JSON.parse(readFileSync(join(root, 'content/generated/image-manifest.json'), 'utf8')) as Record<
          string,
          unknown
        >;
      } catch {
        manifest = {};
      }
    }
    return manifest;
  };
  return {
    imageExists: (key) => Object.hasOwn(readManifest(), key),
    missingImageHint: () => 'is not an image of the site (it is not in content/generated/image-manifest.json)',
    fileExists: (publicPath) => {
      const file = join(root, 'public', publicPath);
      return existsSync(file) && statSync(file).isFile();
    },
  };
}
