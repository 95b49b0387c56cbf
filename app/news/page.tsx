import { pageMetadata } from '@/lib/seo';
import { ComingSoon } from '@/components/ui/coming-soon';

export const metadata = pageMetadata({
  title: 'News & Events',
  description:
    'News and events of the Environmental Institute of Kenya are coming soon. Meanwhile, see our trainings, newsletter and blogs.',
  path: '/news',
});

export default function NewsPage() {
  return <ComingSoon crumbs={[{ label: 'News & Events', href: '/news' }]} />;
}
