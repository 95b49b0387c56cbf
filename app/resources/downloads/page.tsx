import { pages } from '@/content/pages';
import { PagedListPage, pagedListMetadata } from '@/components/media/paged-lists';

export const metadata = pagedListMetadata('downloads', pages.downloads);

export default function DownloadsPage() {
  return <PagedListPage list="downloads" copy={pages.downloads} />;
}
