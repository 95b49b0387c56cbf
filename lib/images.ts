import manifest from '@/content/generated/image-manifest.json';

export interface ImageInfo {
  width: number;
  height: number;
  widths: number[];
  /** False where only WebP variants exist (small flat logos, where AVIF saves nothing). */
  avif?: false;
}

const images = manifest as Record<string, ImageInfo>;

export function imageInfo(key: string): ImageInfo {
  const info = images[key];
  if (!info) throw new Error(`Image "${key}" is not in the manifest: run npm run generate:images`);
  return info;
}

export function imageSrcSet(key: string, format: 'avif' | 'webp'): string {
  return imageInfo(key)
    .widths.map((width) => `/images/${key}-${width}.${format} ${width}w`)
    .join(', ');
}

/** The fallback src: the smallest variant that is at least `target` wide. */
export function imageSrc(key: string, target = 800): string {
  const { widths } = imageInfo(key);
  const width = widths.find((w) => w >= target) ?? widths[widths.length - 1];
  return `/images/${key}-${width}.webp`;
}

/** The Open Graph card made for an image (see scripts/generate-images.ts, `ogFolders`). */
export function ogImage(key: string, alt: string) {
  return { url: `/og/${key}.png`, width: 1200, height: 630, alt };
}
