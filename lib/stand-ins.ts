import { galleryPhotos } from '@/content/gallery';

/**
 * The pictures a gallery shows: its photographs. A drawing marked `standIn` is kept in content for the
 * cards and previews that need a picture, but a gallery of drawings is not a gallery: a page shows
 * none until its first photograph is in, and then every photograph with no other edit.
 */
export function photographsOf<T extends { standIn?: true }>(pictures: readonly T[]): T[] {
  return pictures.filter((picture) => !picture.standIn);
}

/** What /gallery shows. */
export const shownGallery = photographsOf(galleryPhotos);
