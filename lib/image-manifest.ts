import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One image of the manifest. */
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

/** Written by the image step of the build (scripts/images/build.ts) before Next renders. */
const manifestFile = join(process.cwd(), '.generated', 'image-manifest.json');

let manifest: Record<string, ImageInfo> | undefined;
let readAt = 0;

/** When the manifest was last written; 0 when it is missing. */
function writtenAt(): number {
  try {
    return statSync(manifestFile).mtimeMs;
  } catch {
    return 0;
  }
}

/**
 * The manifest of every image the build made: its variants' widths and its intrinsic size. Under
 * `npm run dev` it is read again whenever the image step rewrites it (a photo added or replaced
 * while the preview runs); a build reads it once.
 */
export function readImageManifest(): Record<string, ImageInfo> {
  if (manifest && process.env.NODE_ENV === 'development' && writtenAt() !== readAt) manifest = undefined;
  if (!manifest) {
    try {
      readAt = writtenAt();
      manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ImageInfo>;
    } catch {
      throw new Error(
        'The image manifest .generated/image-manifest.json is missing: npm run build and npm run dev make it (or run npm run images)',
      );
    }
  }
  return manifest;
}
