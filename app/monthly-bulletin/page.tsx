import { bulletins } from '@/content/bulletins';
import { BulletinList } from '@/components/media/media-lists';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { FeedSubscribe } from '@/components/media/feed-subscribe';
import { withFeedLinks } from '@/lib/feeds';
import { pageMetadata } from '@/lib/seo';

const crumbs = [{ label: 'Monthly Bulletin', href: '/monthly-bulletin' }];

export const metadata = withFeedLinks(
  pageMetadata({
    title: 'Monthly Bulletin',
    description:
      'Download the institute’s monthly bulletins: news, policy updates, trainings and working group reports for environmental practitioners.',
    path: '/monthly-bulletin',
  }),
  'monthly-bulletin',
);

export default function MonthlyBulletinPage() {
  return (
    <>
      <PageHeader
        title="Monthly Bulletin"
        eyebrow="Media Center"
        crumbs={crumbs}
        intro="Each month the secretariat rounds up news from the council, the working groups and Kenya’s environmental sector. Choose a year and download any bulletin as a PDF."
      >
        <FeedSubscribe feed="monthly-bulletin" />
      </PageHeader>
      <Section>
        <BulletinList items={bulletins} />
      </Section>
    </>
  );
}
