import { pages } from '@/content/pages';
import { PagedListPage, pagedListMetadata } from '@/components/media/paged-lists';

export const metadata = pagedListMetadata('blogs', pages.blogs);

export default function BlogsPage() {
  return <PagedListPage list="blogs" copy={pages.blogs} />;
}
