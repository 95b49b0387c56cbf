import type { ImgHTMLAttributes } from 'react';
import { imageInfo, imageSrc, imageSrcSet } from '@/lib/images';
import type { ImageRef } from '@/content/types';

type PictureProps = ImageRef &
  Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet' | 'width' | 'height'> & {
    /** The `sizes` attribute: how wide the image shows at each viewport. */
    sizes: string;
    /** The page's LCP image: loaded eagerly at high priority. */
    priority?: boolean;
    /**
     * Small flat artwork (partner logos) is no smaller in AVIF than in WebP: a plain <img> with the
     * WebP variants, three elements fewer for the browser to parse and React to hydrate.
     */
    webpOnly?: boolean;
  };

/**
 * A responsive image in AVIF with a WebP fallback, from the variants made by
 * scripts/generate-images.ts. Width and height come from the manifest, so the box is reserved.
 */
export function Picture({ src, alt, sizes, priority = false, webpOnly = false, className, ...rest }: PictureProps) {
  const { width, height } = imageInfo(src);
  const img = (
    <img
      src={imageSrc(src)}
      srcSet={webpOnly ? imageSrcSet(src, 'webp') : undefined}
      sizes={webpOnly ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={className}
      {...rest}
    />
  );
  if (webpOnly) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(src, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(src, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}
