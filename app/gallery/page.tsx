import { pages } from '@/content/pages';
import { PagedListPage, pagedListMetadata } from '@/components/media/paged-lists';

export const metadata = pagedListMetadata('gallery', pages.gallery);

export default function GalleryPage() {
  return <PagedListPage list="gallery" copy={pages.gallery} />;
}
