import { pages } from '@/content/pages';
import { pagedListRoute } from '@/components/media/paged-lists';
import { galleryPhotos } from '@/components/media/gallery-photos';

const route = pagedListRoute('gallery', pages.gallery, galleryPhotos);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
