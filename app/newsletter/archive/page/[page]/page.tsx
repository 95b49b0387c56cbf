import { pages } from '@/content/pages';
import { pagedListRoute } from '@/components/media/paged-lists';
import { newsletterArchiveCopy } from '@/lib/newsletter-issues';

const route = pagedListRoute('newsletter-archive', newsletterArchiveCopy(pages.newsletterArchive));

// Only the pages the archive has; any other number is the 404 page.
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
