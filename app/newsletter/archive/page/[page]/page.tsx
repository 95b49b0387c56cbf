import { pages } from '@/content/pages';
import { pagedListRoute } from '@/components/media/paged-lists';
import { newsletterArchiveCopy } from '@/lib/newsletter-issues';

const route = pagedListRoute('newsletter-archive', newsletterArchiveCopy(pages.newsletterArchive));

export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
