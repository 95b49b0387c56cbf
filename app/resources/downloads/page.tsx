import { downloads } from '@/content/downloads';
import { DownloadList } from '@/components/media/media-lists';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

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
      <PageHero
        title="Downloads"
        eyebrow="Resources"
        breadcrumbs={crumbs}
        intro="Practical resources for environmental practitioners: guidelines, reports, research briefs, training toolkits, forms and more. Search or filter by category."
      />
      <Section>
        <DownloadList items={downloads} />
      </Section>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
