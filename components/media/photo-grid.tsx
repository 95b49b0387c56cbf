import type { ImageRef } from '@/content/schema';
import { Picture } from '@/components/ui/picture';
import { imageInfo, imageSrc } from '@/lib/images';
import { LightboxGallery, LightboxTrigger, type LightboxPhoto } from './lightbox';
import { Card } from '@/components/ui/card';

export interface GridPhoto extends ImageRef {
  caption?: string;
}

// Mosaic rhythm: every seventh photo is large, every seventh from the fourth is tall.
function mosaicTile(index: number): string {
  if (index % 7 === 0) return 'col-span-2 row-span-2';
  if (index % 7 === 4) return 'row-span-2';
  return '';
}

/** A photo that opens larger in the lightbox, zooming a little on hover. */
function PhotoTrigger({
  photo,
  index,
  sizes,
  className,
  priority = false,
}: {
  photo: GridPhoto;
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

/**
 * A grid of photos (uniform with captions for the gallery, a mosaic for the AGM), each opening the
 * shared lightbox. Images are lazy with their size reserved; the large variant loads only when shown.
 * A grid that leads its page (`priority`) loads its first photo at once: it is the page's largest paint.
 */
export function PhotoGrid({
  photos,
  label,
  variant = 'grid',
  priority = false,
}: {
  photos: GridPhoto[];
  label: string;
  variant?: 'grid' | 'mosaic';
  priority?: boolean;
}) {
  const large: LightboxPhoto[] = photos.map((photo) => {
    const { width, height } = imageInfo(photo.src);
    return { large: imageSrc(photo.src, 1200), alt: photo.alt, caption: photo.caption, width, height };
  });
  return (
    <LightboxGallery photos={large} label={label}>
      {variant === 'grid' ? (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {photos.map((photo, index) => (
            <li key={photo.src}>
              <Card as="figure" flush className="h-full overflow-hidden">
                <PhotoTrigger
                  photo={photo}
                  index={index}
                  priority={priority && index === 0}
                  className="[&_img]:aspect-[3/2] [&_img]:h-auto"
                  sizes="(min-width: 1024px) 24rem, (min-width: 640px) 45vw, 92vw"
                />
                {photo.caption ? (
                  <figcaption className="p-4 text-sm font-medium text-ink">{photo.caption}</figcaption>
                ) : null}
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="grid grid-flow-dense auto-rows-[9rem] grid-cols-2 gap-2 sm:auto-rows-[11rem] sm:grid-cols-3 sm:gap-3 lg:grid-cols-4">
          {photos.map((photo, index) => (
            <li key={photo.src} className={mosaicTile(index)}>
              <PhotoTrigger
                photo={photo}
                index={index}
                priority={priority && index === 0}
                className="h-full rounded-xl bg-brand-100 [&_img]:h-full"
                sizes={
                  index % 7 === 0
                    ? '(min-width: 1024px) 36rem, (min-width: 640px) 66vw, 100vw'
                    : '(min-width: 1024px) 18rem, (min-width: 640px) 33vw, 50vw'
                }
              />
            </li>
          ))}
        </ul>
      )}
    </LightboxGallery>
  );
}
