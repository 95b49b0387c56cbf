import { agm } from '@/content/agm';
import { site } from '@/content/site';
import { AgmHeroDetails } from '@/components/agm/agm-hero-details';
import { PhotoGrid } from '@/components/media/photo-grid';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { UntilOver } from '@/components/time/until-over';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo';
import { agmEventJsonLd } from '@/lib/structured-data-media';

const crumbs = [{ label: 'AGM 2025', href: '/agm' }];

export const metadata = pageMetadata({
  title: 'AGM 2025',
  description:
    'Annual General Meeting 2025 of the institute: March 15, 2025 in Nairobi with 500+ members. Register, get the programme and see the photos.',
  path: '/agm',
});

export default function AgmPage() {
  return (
    <>
      <PageHeader
        title="AGM 2025"
        eyebrow={agm.title}
        crumbs={crumbs}
        intro={
          <UntilOver lastDay={agm.date} over={agm.description}>
            {agm.invitation}
          </UntilOver>
        }
      >
        <AgmHeroDetails agm={agm} secretariatEmail={site.contacts.secretariatEmail} />
      </PageHeader>
      <Section
        id="photos"
        eyebrow="Photo gallery"
        title="Moments from AGM 2025"
        intro={`${agm.photos.length} photos from the day. Select a photo to view it larger.`}
      >
        <PhotoGrid photos={agm.photos} label="AGM photo viewer" variant="mosaic" />
      </Section>
      <JsonLd data={agmEventJsonLd(agm)} />
    </>
  );
}
