import { pages } from '@/content/pages';
import { pagedListRoute } from '@/components/media/paged-lists';

const route = pagedListRoute('downloads', pages.downloads);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
