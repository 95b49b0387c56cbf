import { pressStatements } from '@/content/press';
import { PressList } from '@/components/media/media-lists';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { FeedSubscribe } from '@/components/media/feed-subscribe';
import { withFeedLinks } from '@/lib/feeds';
import { pageMetadata } from '@/lib/seo';
import { pressStatementsJsonLd } from '@/lib/structured-data-media';

const crumbs = [{ label: 'Press Statements', href: '/press-statements' }];

export const metadata = withFeedLinks(
  pageMetadata({
    title: 'Press Statements',
    description:
      'The institute’s press statements on climate action, policy, conservation, air quality, renewable energy and legislation in Kenya.',
    path: '/press-statements',
  }),
  'press-statements',
);

export default function PressStatementsPage() {
  return (
    <>
      <PageHeader
        title="Press Statements"
        eyebrow="Media Center"
        crumbs={crumbs}
        intro="Where Kenya’s environmental practitioners stand on the issues of the day. Search the statements, filter them by topic and download the full text."
      >
        <FeedSubscribe feed="press-statements" />
      </PageHeader>
      <Section>
        <PressList items={pressStatements} />
      </Section>
      <JsonLd data={pressStatementsJsonLd(pressStatements)} />
    </>
  );
}
