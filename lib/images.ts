import { defaultOgImage } from './seo';
import { readImageManifest, type ImageInfo } from './image-manifest';
import { imageCardUrl, imageVariantUrl } from './image-url';

export type { ImageInfo };

export function imageInfo(key: string): ImageInfo {
  const info = readImageManifest()[key];
  if (!info)
    throw new Error(
      `Image "${key}" is not in the manifest: add its photo as content/images/${key}.jpg (or .png, .webp) and rebuild`,
    );
  return info;
}

export function imageSrcSet(key: string, format: 'avif' | 'webp'): string {
  const { widths, version } = imageInfo(key);
  return widths.map((width) => `${imageVariantUrl(key, version, width, format)} ${width}w`).join(', ');
}

/** The smallest variant at least `target` wide. */
export function imageSrc(key: string, target = 800): string {
  const { widths, version } = imageInfo(key);
  const width = widths.find((w) => w >= target) ?? widths[widths.length - 1];
  return imageVariantUrl(key, version, width!, 'webp');
}

/** The link-preview card made from an image (folders with `ogCard`), else the site's default card. */
export function ogImage(key: string, alt: string) {
  const { og, version } = imageInfo(key);
  return og ? { url: imageCardUrl(key, version), ...og, alt } : defaultOgImage;
}
