import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * A JSON file a build step writes to .generated/ before Next renders, read again whenever the step
 * rewrites it (a file added or replaced while `npm run dev` runs).
 */
export function generatedJson<T>(name: string, missing: string): () => T {
  let cache: { writtenAt: number; value: T } | undefined;
  return () => {
    const file = join(process.cwd(), '.generated', name);
    let writtenAt: number;
    try {
      writtenAt = statSync(file).mtimeMs;
    } catch {
      throw new Error(missing);
    }
    if (cache?.writtenAt !== writtenAt) cache = { writtenAt, value: JSON.parse(readFileSync(file, 'utf8')) as T };
    return cache.value;
  };
}

export interface ImageInfo {
  /** A hash of the photo and its recipe, part of every file name: a replaced photo gets new addresses. */
  version: string;
  /** The intrinsic size: the widest variant made, in the shape of the image's folder. */
  width: number;
  height: number;
  widths: number[];
  /** False where only WebP variants exist (small flat logos, where AVIF saves nothing). */
  avif?: false;
  /** The size of the link-preview card made from the image, where its folder has one. */
  og?: { width: number; height: number };
}

/** Every image the image step (scripts/images/build.ts) made: its variants' widths and intrinsic size. */
export const readImageManifest = generatedJson<Record<string, ImageInfo>>(
  'image-manifest.json',
  'The image manifest .generated/image-manifest.json is missing: npm run build and npm run dev make it (or run npm run images)',
);
