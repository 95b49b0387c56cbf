import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { cn } from '@/lib/cn';
import { imageInfo, imageSrc, imageSrcSet } from '@/lib/images';
import type { ImageRef } from '@/content/schema';

type PictureProps = ImageRef &
  Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet' | 'width' | 'height'> & {
    sizes: string;
    /** The page's LCP image: loaded eagerly at high priority. */
    priority?: boolean;
  };

/** A card shows its picture only when it is a photograph: a drawn stand-in leaves no slot, the card is led by its words. */
export function cardPhoto<T extends ImageRef>(image: T | undefined): T | undefined {
  return image && !image.standIn ? image : undefined;
}

/**
 * A responsive image in AVIF with a WebP fallback, from the variants the build makes (scripts/images/),
 * its box reserved from the manifest. An image with WebP variants only (a logo) is a plain <img>, with
 * no `.picture-ground` (app/globals.css): it is drawn on white and may stand letterboxed in its tile.
 * `focus` and `standIn` are for the build and for cardPhoto, not attributes of the element.
 */
export function Picture({
  src,
  alt,
  focus: _focus,
  standIn: _standIn,
  sizes,
  priority = false,
  className,
  ...rest
}: PictureProps) {
  const { width, height, avif } = imageInfo(src);
  const webpOnly = avif === false;
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
      className={cn(!webpOnly && 'picture-ground', className)}
      {...rest}
    />
  );
  if (webpOnly) return img;
  // The LCP picture is preloaded from the <head>: inside a <picture> the browser finds it only when the
  // parser reaches it, behind the scripts. Same srcset, sizes and type as the AVIF source.
  if (priority) {
    preload(imageSrc(src), {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: imageSrcSet(src, 'avif'),
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(src, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(src, 'webp')} sizes={sizes} />
      {img}
    </picture>
  );
}
