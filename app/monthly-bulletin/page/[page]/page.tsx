import { pages } from '@/content/pages';
import { pagedListRoute } from '@/components/media/paged-lists';

const route = pagedListRoute('monthly-bulletin', pages.monthlyBulletin);

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
