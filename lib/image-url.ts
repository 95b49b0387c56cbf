/**
 * The version (a hash of the photo and its recipe) is part of the name, so every address can be
 * cached for good. Free of the manifest reader, so the browser's code can use it too.
 */
export function imageVariantUrl(key: string, version: string, width: number, format: 'avif' | 'webp'): string {
  return `/images/${key}-${width}.${version}.${format}`;
}

/** A JPEG, 1200 x 630 at most. */
export function imageCardUrl(key: string, version: string): string {
  return `/images/og/${key}.${version}.jpg`;
}
