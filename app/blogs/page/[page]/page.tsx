import { pages } from '@/content/pages';
import { pagedListRoute } from '@/components/media/paged-lists';

const route = pagedListRoute('blogs', pages.blogs);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
