import type { ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { cn } from '@/lib/cn';
import { imageInfo, imageSrc, imageSrcSet } from '@/lib/images';
import type { ImageRef } from '@/content/schema';

type PictureProps = ImageRef &
  Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'srcSet' | 'width' | 'height'> & {
    /** The `sizes` attribute: how wide the image shows at each viewport. */
    sizes: string;
    /** The page's LCP image: loaded eagerly at high priority. */
    priority?: boolean;
  };

/**
 * One rule for every card: a card shows its picture only when it is a photograph. A drawn stand-in
 * (`standIn`) leaves no slot at all, as an empty panel or a blank square says nothing; the card is
 * led by its words instead.
 */
export function cardPhoto<T extends ImageRef>(image: T | undefined): T | undefined {
  return image && !image.standIn ? image : undefined;
}

/**
 * A responsive image in AVIF with a WebP fallback, from the variants the build makes from the source
 * photo (scripts/images/). Width and height come from the manifest, so the box is reserved.
 * An image with WebP variants only (a logo) is a plain <img>: three elements fewer to parse and hydrate.
 * Until a photo paints, its box shows the brand's ground (`.picture-ground` in app/globals.css); a
 * logo has none, as it is drawn on white and may stand letterboxed in its tile.
 */
// `focus` only decides how the build crops the photo, `standIn` whether a card shows it (cardPhoto):
// neither is an attribute of the element.
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
  // The LCP picture is named in the <head>, before the page's scripts, so its download starts first:
  // inside a <picture> the browser finds it only when the parser reaches it, behind the scripts.
  // The same srcset, sizes and type as its AVIF source, so the preload is the file the page shows.
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
