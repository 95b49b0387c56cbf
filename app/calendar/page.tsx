import { pages } from '@/content/pages';
import { copyMetadata, pageCrumbs } from '@/lib/page-copy';
import { ComingSoon } from '@/components/ui/coming-soon';

const copy = pages.calendar;

export const metadata = copyMetadata(copy);

export default function CalendarPage() {
  return <ComingSoon crumbs={pageCrumbs(copy)} />;
}
