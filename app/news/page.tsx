import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { ComingSoon } from '@/components/ui/coming-soon';
import { JsonLd } from '@/components/ui/json-ld';

export const metadata = pageMetadata({
  title: 'News & Events',
  description:
    'News and events of the Environmental Institute of Kenya are coming soon. Meanwhile, see our trainings, newsletter and blogs.',
  path: '/news',
});

export default function NewsPage() {
  return (
    <>
      <ComingSoon />
      <JsonLd data={breadcrumbJsonLd([{ label: 'News & Events', href: '/news' }])} />
    </>
  );
}
