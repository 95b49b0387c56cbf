import { pages } from '@/content/pages';
import { PagedListPage, pagedListMetadata } from '@/components/media/paged-lists';

export const metadata = pagedListMetadata('press-statements', pages.pressStatements);

export default function PressStatementsPage() {
  return <PagedListPage list="press-statements" copy={pages.pressStatements} />;
}
