import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageInfo } from './images';

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
