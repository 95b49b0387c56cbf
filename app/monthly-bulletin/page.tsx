import { bulletins } from '@/content/bulletins';
import { BulletinList } from '@/components/media/media-lists';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { FeedSubscribe } from '@/components/media/feed-subscribe';
import { withFeedLinks } from '@/lib/feeds';
import { copyMetadata } from '@/lib/page-copy';

const copy = pages.monthlyBulletin;

export const metadata = withFeedLinks(copyMetadata(copy), 'monthly-bulletin');

export default function MonthlyBulletinPage() {
  return (
    <>
      <PageIntro copy={copy}>
        <FeedSubscribe feed="monthly-bulletin" />
      </PageIntro>
      <Section>
        <BulletinList items={bulletins} />
      </Section>
    </>
  );
}
