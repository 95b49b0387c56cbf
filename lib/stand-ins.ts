import { galleryPhotos } from '@/content/gallery';

/** A gallery shows photographs only: a drawing marked `standIn` serves cards and previews that need a picture. */
export function photographsOf<T extends { standIn?: true }>(pictures: readonly T[]): T[] {
  return pictures.filter((picture) => !picture.standIn);
}

export const shownGallery = photographsOf(galleryPhotos);
