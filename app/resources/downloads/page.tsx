import { downloads } from '@/content/downloads';
import { DownloadList } from '@/components/media/media-lists';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo';

const crumbs = [{ label: 'Downloads', href: '/resources/downloads' }];

export const metadata = pageMetadata({
  title: 'Downloads',
  description:
    'Guidelines, reports, research, training kits, policy briefs, forms and legal resources from the institute, free to download.',
  path: '/resources/downloads',
});

export default function DownloadsPage() {
  return (
    <>
      <PageHeader
        title="Downloads"
        eyebrow="Resources"
        crumbs={crumbs}
        intro="Practical resources for environmental practitioners: guidelines, reports, research briefs, training toolkits, forms and more. Search or filter by category."
      />
      <Section>
        <DownloadList items={downloads} />
      </Section>
    </>
  );
}
