import { pressStatements } from '@/content/press';
import { PressList } from '@/components/media/media-lists';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { pages } from '@/content/pages';
import { FeedSubscribe } from '@/components/media/feed-subscribe';
import { withFeedLinks } from '@/lib/feeds';
import { copyMetadata } from '@/lib/page-copy';
import { pressStatementsJsonLd } from '@/lib/structured-data-media';

const copy = pages.pressStatements;

export const metadata = withFeedLinks(copyMetadata(copy), 'press-statements');

export default function PressStatementsPage() {
  return (
    <>
      <PageIntro copy={copy}>
        <FeedSubscribe feed="press-statements" />
      </PageIntro>
      <Section>
        <PressList items={pressStatements} />
      </Section>
      <JsonLd data={pressStatementsJsonLd(pressStatements)} />
    </>
  );
}
