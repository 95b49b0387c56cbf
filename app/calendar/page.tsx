import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { ComingSoon } from '@/components/ui/coming-soon';
import { JsonLd } from '@/components/ui/json-ld';

export const metadata = pageMetadata({
  title: 'Events Calendar',
  description:
    'A month-by-month calendar of the institute’s events is coming soon. Until then, the training calendar lists every training.',
  path: '/calendar',
});

export default function CalendarPage() {
  return (
    <>
      <ComingSoon />
      <JsonLd data={breadcrumbJsonLd([{ label: 'Events Calendar', href: '/calendar' }])} />
    </>
  );
}
