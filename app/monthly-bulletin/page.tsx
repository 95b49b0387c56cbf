import { pages } from '@/content/pages';
import { PagedListPage, pagedListMetadata } from '@/components/media/paged-lists';

export const metadata = pagedListMetadata('monthly-bulletin', pages.monthlyBulletin);

export default function MonthlyBulletinPage() {
  return <PagedListPage list="monthly-bulletin" copy={pages.monthlyBulletin} />;
}
