import { cn } from '@/lib/cn';
import type { CaptionedImage } from '@/content/schema';
import { Picture } from '@/components/ui/picture';
import { imageInfo, imageSrc } from '@/lib/images';
import { LightboxGallery, LightboxTrigger, type LightboxPhoto } from './lightbox';
import { Card } from '@/components/ui/card';
import { gridSpan, mosaicLayout } from '@/lib/mosaic';

// Literal classes (for the stylesheet's scan) of each span, below 1024 px (3 columns) and from it (4).
const colSpans = {
  narrow: ['', 'col-span-1', 'col-span-2', 'col-span-3'],
  desktop: ['', 'lg:col-span-1', 'lg:col-span-2', 'lg:col-span-3', 'lg:col-span-4'],
};
const rowSpans = { narrow: ['', 'row-span-1', 'row-span-2'], desktop: ['', 'lg:row-span-1', 'lg:row-span-2'] };

/** Each mosaic tile's classes and `sizes`, from its layout at 3 and 4 columns. */
function mosaicTiles(count: number): { className: string; sizes: string }[] {
  const desktop = mosaicLayout(count, 4);
  return mosaicLayout(count, 3).map((narrow, index) => {
    const wide = desktop[index]!;
    return {
      className: `${colSpans.narrow[narrow.cols]} ${rowSpans.narrow[narrow.rows]} ${colSpans.desktop[wide.cols]} ${rowSpans.desktop[wide.rows]}`,
      sizes: `(min-width: 1024px) ${18 * wide.cols}rem, ${Math.round((100 * narrow.cols) / 3)}vw`,
    };
  });
}

/**
 * A captioned tile's classes and `sizes` (lib/mosaic.ts, `gridSpan`): the last one widens over what
 * its row leaves empty, cropped wider to stand as tall as its row's others.
 */
function gridTile(count: number, index: number) {
  // Two columns from the smallest phone (the tablet's layout), three from 1024 px.
  const two = gridSpan(count, index, 2);
  const three = gridSpan(count, index, 3);
  const item = cn(
    two === 2 && 'col-span-2',
    three === 1 && two === 2 && 'lg:col-span-1',
    three === 2 && 'lg:col-span-2',
    three === 3 && 'lg:col-span-3',
  );
  const picture = cn(
    '[&_img]:h-auto',
    two === 2 ? '[&_img]:aspect-[3/1]' : '[&_img]:aspect-[3/2]',
    three === 1 && two === 2 && 'lg:[&_img]:aspect-[3/2]',
    // Two columns and the gap between them, as tall as one 3:2 tile: 3 + 36 px / tile width, which is
    // 3.09 to 3.12 for the tiles' 304 to 389 px from 1024 px (within a pixel of its neighbours).
    three === 2 && 'lg:[&_img]:aspect-[31/10]',
    three === 3 && 'lg:[&_img]:aspect-[9/2]',
  );
  const sizes = `(min-width: 1024px) ${24 * three + 2 * (three - 1)}rem, ${46 * two}vw`;
  return { item, picture, sizes };
}

function PhotoTrigger({
  photo,
  index,
  sizes,
  className,
  priority = false,
}: {
  photo: CaptionedImage;
  index: number;
  sizes: string;
  className: string;
  priority?: boolean;
}) {
  return (
    <LightboxTrigger
      index={index}
      className={`${className} [&_img]:w-full [&_img]:object-cover [&_img]:transition-transform [&_img]:duration-300 group-hover:[&_img]:scale-105`}
    >
      <Picture src={photo.src} alt={photo.alt} sizes={sizes} priority={priority} />
      <span className="sr-only"> (open larger)</span>
    </LightboxTrigger>
  );
}

/** Photos (captioned for the gallery, a mosaic for the AGM) opening the lightbox; `priority`: the first at once. */
export function PhotoGrid({
  photos,
  label,
  variant = 'grid',
  priority = false,
}: {
  photos: CaptionedImage[];
  label: string;
  variant?: 'grid' | 'mosaic';
  priority?: boolean;
}) {
  const large: LightboxPhoto[] = photos.map((photo) => {
    const { width, height } = imageInfo(photo.src);
    return { large: imageSrc(photo.src, 1200), alt: photo.alt, caption: photo.caption, width, height };
  });
  const tiles = variant === 'mosaic' ? mosaicTiles(photos.length) : [];
  return (
    <LightboxGallery photos={large} label={label}>
      {variant === 'grid' ? (
        <ul className="grid grid-cols-2 gap-3 sm:gap-6 lg:grid-cols-3">
          {photos.map((photo, index) => {
            const tile = gridTile(photos.length, index);
            return (
              <li key={photo.src} className={tile.item || undefined}>
                <Card as="figure" flush className="h-full overflow-hidden">
                  <PhotoTrigger
                    photo={photo}
                    index={index}
                    priority={priority && index === 0}
                    className={tile.picture}
                    sizes={tile.sizes}
                  />
                  <figcaption className="p-3 text-sm leading-snug font-medium text-ink sm:p-4">
                    {photo.caption}
                  </figcaption>
                </Card>
              </li>
            );
          })}
        </ul>
      ) : (
        // Rows full at every width (lib/mosaic.ts). On a phone the tiles about square, so a year's photos
        // stay a few screens long; from 640 px about 3:2, a photo's own shape.
        <ul className="grid auto-rows-[6.5rem] grid-cols-3 gap-2 sm:auto-rows-[11rem] sm:gap-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.src} className={tiles[index]!.className}>
              <PhotoTrigger
                photo={photo}
                index={index}
                priority={priority && index === 0}
                className="h-full rounded-xl bg-brand-100 [&_img]:h-full"
                sizes={tiles[index]!.sizes}
              />
            </li>
          ))}
        </ul>
      )}
    </LightboxGallery>
  );
}
