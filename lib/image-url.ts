/**
 * The address of one variant of an image: the version (a hash of the photo and its recipe) is part
 * of the name, so a replaced photo gets new addresses and every address can be cached for good.
 * Free of the manifest reader, so the browser's code can use it too.
 */
export function imageVariantUrl(key: string, version: string, width: number, format: 'avif' | 'webp'): string {
  return `/images/${key}-${width}.${version}.${format}`;
}

/** The link-preview card made from an image (JPEG, 1200 x 630 at most). */
export function imageCardUrl(key: string, version: string): string {
  return `/images/og/${key}.${version}.jpg`;
}
