import { pages } from '@/content/pages';
import { pagedListRoute } from '@/components/media/paged-lists';
import { galleryPhotos } from '@/components/media/gallery-photos';
import { galleryCopy } from '@/lib/stand-ins';

const route = pagedListRoute('gallery', galleryCopy(pages.gallery), galleryPhotos);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
