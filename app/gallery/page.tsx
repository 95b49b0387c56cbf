import { pages } from '@/content/pages';
import { PagedListPage, pagedListMetadata } from '@/components/media/paged-lists';
import { galleryPhotos } from '@/components/media/gallery-photos';
import { galleryCopy } from '@/lib/stand-ins';

const copy = galleryCopy(pages.gallery);

export const metadata = pagedListMetadata('gallery', copy);

export default function GalleryPage() {
  return <PagedListPage list="gallery" copy={copy} photos={galleryPhotos} />;
}
