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
    /**
     * The item's category or kind. Given, a stand-in drawing gives way to a typographic cover in
     * that category's colour; a photograph (no `standIn`) shows as it is.
     */
    cover?: string;
  };

// Grounds of the document covers (paper-page.tsx); a category keeps its own on every page, picked by
// a hash of its name (a plain sum of the letters put most of the site's categories on one ground).
const coverGrounds = ['bg-brand-800', 'bg-sky-800', 'bg-earth-800'];

function coverGround(label: string) {
  const hash = [...label].reduce((total, char) => (total * 37 + char.charCodeAt(0)) % 9973, 0);
  return coverGrounds[hash % coverGrounds.length];
}

/**
 * Where a card's picture would be a drawing, type and colour: the category on its ground with the
 * contour lines of the page bands. Decorative, as the card says the same in words. Its label shows
 * only where the box is wide enough to read it (a phone's thumbnail is ground alone).
 */
function StandInCover({ label }: { label: string }) {
  return (
    <div
      aria-hidden="true"
      data-stand-in-cover=""
      className={`band-contours @container flex size-full flex-col justify-end p-5 text-white ${coverGround(label)}`}
    >
      <p className="hidden border-t-2 border-earth-300 pt-2 font-heading text-2xl leading-tight text-balance @[12rem]:block">
        {label}
      </p>
    </div>
  );
}

/**
 * A responsive image in AVIF with a WebP fallback, from the variants the build makes from the source
 * photo (scripts/images/). Width and height come from the manifest, so the box is reserved.
 * An image with WebP variants only (a logo) is a plain <img>: three elements fewer to parse and hydrate.
 * Until a photo paints, its box shows the brand's ground (`.picture-ground` in app/globals.css); a
 * logo has none, as it is drawn on white and may stand letterboxed in its tile.
 */
// `focus` only decides how the build crops the photo, `standIn` what a page shows of it: neither is
// an attribute of the element. One rule for every card: a stand-in with a `cover` label is that cover.
export function Picture({
  src,
  alt,
  focus: _focus,
  standIn,
  cover,
  sizes,
  priority = false,
  className,
  ...rest
}: PictureProps) {
  if (standIn && cover) return <StandInCover label={cover} />;
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
