import { galleryPhotos } from '@/content/gallery';
import { PhotoGrid } from '@/components/media/photo-grid';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { copyMetadata } from '@/lib/page-copy';

const copy = pages.gallery;

export const metadata = copyMetadata(copy);

export default function GalleryPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <Section>
        <PhotoGrid photos={galleryPhotos} label={copy.texts.viewer} priority />
      </Section>
    </>
  );
}
