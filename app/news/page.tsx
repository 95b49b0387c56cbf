import { pages } from '@/content/pages';
import { copyMetadata, pageCrumbs } from '@/lib/page-copy';
import { ComingSoon } from '@/components/ui/coming-soon';

const copy = pages.news;

export const metadata = copyMetadata(copy);

export default function NewsPage() {
  return <ComingSoon crumbs={pageCrumbs(copy)} />;
}
