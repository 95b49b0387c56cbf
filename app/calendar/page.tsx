import { pageMetadata } from '@/lib/seo';
import { ComingSoon } from '@/components/ui/coming-soon';

export const metadata = pageMetadata({
  title: 'Events Calendar',
  description:
    'A month-by-month calendar of the institute’s events is coming soon. Until then, the training calendar lists every training.',
  path: '/calendar',
});

export default function CalendarPage() {
  return <ComingSoon crumbs={[{ label: 'Events Calendar', href: '/calendar' }]} />;
}
