import { galleryPhotos } from '@/content/gallery';
import { PhotoGrid } from '@/components/media/photo-grid';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHero } from '@/components/ui/page-hero';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';

const crumbs = [{ label: 'Gallery', href: '/gallery' }];

export const metadata = pageMetadata({
  title: 'Gallery',
  description:
    'Photos of the institute’s trainings, field visits, tree planting, clean-ups, conferences and celebrations across Kenya.',
  path: '/gallery',
});

export default function GalleryPage() {
  return (
    <>
      <PageHero
        title="Gallery"
        eyebrow="Media Center"
        breadcrumbs={crumbs}
        intro="Moments from our trainings, field visits, conferences and community work. Select a photo to view it larger."
      />
      <Section>
        <PhotoGrid photos={galleryPhotos} label="Gallery photo viewer" />
      </Section>
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
