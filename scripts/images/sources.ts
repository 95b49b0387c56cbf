/**
 * Where editors put photos: `content/images/<folder>/<name>.jpg` (or .jpeg, .png, .webp) is the source
 * of the image content refers to as `{ src: '<folder>/<name>', alt }`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';

export const sourceFolder = 'content/images';
export const sourceExtensions = ['.jpg', '.jpeg', '.png', '.webp'] as const;

const repoRoot = join(__dirname, '..', '..');

/** Every path a source for `key` may have, repository-relative, in the order they are looked for. */
export function sourceCandidates(key: string): string[] {
  return sourceExtensions.map((extension) => `${sourceFolder}/${key}${extension}`);
}

/**
 * All sources present for `key`, repository-relative (more than one is a mistake the build reports).
 * The extension is matched in any case: cameras write `.JPG`.
 */
export function sourceImagePaths(key: string, root = repoRoot): string[] {
  const match = /^([a-z0-9][a-z0-9_-]*)\/([a-z0-9][a-z0-9._-]*)$/i.exec(key);
  if (!match) return [];
  const [, folder, name] = match;
  const dir = join(root, sourceFolder, folder!);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => {
      const extension = extname(file);
      const known = (sourceExtensions as readonly string[]).includes(extension.toLowerCase());
      return known && file.slice(0, -extension.length) === name;
    })
    .sort()
    .map((file) => `${sourceFolder}/${folder}/${file}`);
}

export function sourceImagePath(key: string, root = repoRoot): string | undefined {
  return sourceImagePaths(key, root)[0];
}
