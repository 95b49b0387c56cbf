import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageInfo } from './images';

/** Written by the image step of the build (scripts/images/build.ts) before Next renders. */
const manifestFile = join(process.cwd(), '.generated', 'image-manifest.json');

let manifest: Record<string, ImageInfo> | undefined;

/** The manifest of every image the build made: its variants' widths and its intrinsic size. */
export function readImageManifest(): Record<string, ImageInfo> {
  if (!manifest) {
    try {
      manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ImageInfo>;
    } catch {
      throw new Error(
        'The image manifest .generated/image-manifest.json is missing: npm run build and npm run dev make it (or run npm run images)',
      );
    }
  }
  return manifest;
}
