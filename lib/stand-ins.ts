import { galleryPhotos } from '@/content/gallery';
import { site } from '@/content/site';

/**
 * The pictures a gallery shows: its photographs, or while it has none (every picture marked
 * `standIn`) the first `standIns` drawings, so that a page is not a wall of stand-ins. `standIn` says
 * which it is, for the line that the photographs are to come.
 */
export function shownPictures<T extends { standIn?: true }>(pictures: T[], standIns: number) {
  const photos = pictures.filter((picture) => !picture.standIn);
  return photos.length > 0
    ? { pictures: photos, standIn: false }
    : { pictures: pictures.slice(0, standIns), standIn: pictures.length > 0 };
}

/** What /gallery shows: its photographs, or a few of its drawings until the first photograph comes. */
export const shownGallery = shownPictures(galleryPhotos, site.standInsShown);
