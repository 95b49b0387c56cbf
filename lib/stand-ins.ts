import { galleryPhotos } from '@/content/gallery';
import type { pages } from '@/content/pages';

/** A gallery shows photographs only: a drawing marked `standIn` serves cards and previews that need a picture. */
export function photographsOf<T extends { standIn?: true }>(pictures: readonly T[]): T[] {
  return pictures.filter((picture) => !picture.standIn);
}

export const shownGallery = photographsOf(galleryPhotos);

/** A gallery page's copy: its intro invites a visitor to select a picture only when there is one to select. */
export function galleryCopy(copy: typeof pages.gallery) {
  return shownGallery.length > 0 ? copy : { ...copy, intro: copy.texts.emptyIntro };
}
