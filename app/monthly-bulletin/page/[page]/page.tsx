import { pages } from '@/content/pages';
import { pagedListRoute } from '@/components/media/paged-lists';

const route = pagedListRoute('monthly-bulletin', pages.monthlyBulletin);

// Only the pages the list has; any other number is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
