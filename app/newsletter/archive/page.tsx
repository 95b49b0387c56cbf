import { pages } from '@/content/pages';
import { PagedListPage, pagedListMetadata } from '@/components/media/paged-lists';
import { newsletterArchiveCopy } from '@/lib/newsletter-issues';

const copy = newsletterArchiveCopy(pages.newsletterArchive);

export const metadata = pagedListMetadata('newsletter-archive', copy);

export default function NewsletterArchivePage() {
  return <PagedListPage list="newsletter-archive" copy={copy} />;
}
