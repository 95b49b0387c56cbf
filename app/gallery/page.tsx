import { pages } from '@/content/pages';
import { PagedListPage, pagedListMetadata } from '@/components/media/paged-lists';
import { galleryPhotos } from '@/components/media/gallery-photos';
import { shownGallery } from '@/lib/stand-ins';

// The intro invites a visitor to select a picture only when there is one to select.
const copy = shownGallery.length > 0 ? pages.gallery : { ...pages.gallery, intro: pages.gallery.texts.emptyIntro };

export const metadata = pagedListMetadata('gallery', copy);

export default function GalleryPage() {
  return <PagedListPage list="gallery" copy={copy} photos={galleryPhotos} />;
}
