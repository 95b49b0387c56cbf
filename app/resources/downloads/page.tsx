import { downloads } from '@/content/downloads';
import { DownloadList } from '@/components/media/media-lists';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { copyMetadata } from '@/lib/page-copy';

const copy = pages.downloads;

export const metadata = copyMetadata(copy);

export default function DownloadsPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <Section>
        <DownloadList items={downloads} />
      </Section>
    </>
  );
}
