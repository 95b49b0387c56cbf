import { pages } from '@/content/pages';
import { PhotoGrid } from '@/components/media/photo-grid';
import type { PhotoView } from '@/components/media/paged-lists';

/** A page of the gallery's photographs, opening in its viewer. */
export const galleryPhotos: PhotoView = (photos) => (
  <PhotoGrid photos={photos} label={pages.gallery.texts.viewer} priority />
);
