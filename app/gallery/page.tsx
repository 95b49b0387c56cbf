import { galleryPhotos } from '@/content/gallery';
import { PhotoGrid } from '@/components/media/photo-grid';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { pageMetadata } from '@/lib/seo';

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
      <PageHeader
        title="Gallery"
        eyebrow="Media Center"
        crumbs={crumbs}
        intro="Moments from our trainings, field visits, conferences and community work. Select a photo to view it larger."
      />
      <Section>
        <PhotoGrid photos={galleryPhotos} label="Gallery photo viewer" priority />
      </Section>
    </>
  );
}
