import { councilMembers, councilMission, councilSummary } from '@/content/council';
import { site } from '@/content/site';
import { mailto } from '@/lib/format';
import { pageMetadata } from '@/lib/seo';
import { CouncilGrid } from '@/components/about/council-grid';
import { MissionBlock } from '@/components/about/mission-block';
import { ButtonLink } from '@/components/ui/button';
import { StatTiles } from '@/components/ui/stat-tiles';
import { PageHeader } from '@/components/ui/page-header';
import { Container, Section } from '@/components/ui/section';

const path = '/about/council';
const crumbs = [
  { label: 'About Us', href: '/about/background' },
  { label: 'Council', href: path },
];

export const metadata = pageMetadata({
  title: 'Council',
  description:
    'Meet the elected council that governs the institute: experienced environmental professionals who set its strategy and standards.',
  path,
});

export default function CouncilPage() {
  return (
    <>
      <PageHeader
        title="Our Council"
        crumbs={crumbs}
        intro="The elected leaders who govern the institute on behalf of its members."
      />
      <Section id="members" eyebrow="Leadership" title="Council members">
        <StatTiles
          tone="card"
          className="grid gap-4 sm:grid-cols-3"
          stats={[
            { value: councilSummary.combinedExperience, label: 'Years combined experience' },
            { value: String(councilSummary.specializations), label: 'Specializations' },
            { value: String(councilMembers.length), label: 'Council members' },
          ]}
        />
        <div className="mt-12">
          <CouncilGrid members={councilMembers} />
        </div>
      </Section>
      <div className="pb-14 sm:pb-20">
        <Container>
          <MissionBlock id="council-mission" title={councilMission.title} text={councilMission.text}>
            <ButtonLink href={mailto(site.contacts.councilEmail, 'Message for the council')} variant="accent" size="lg">
              Contact Council
            </ButtonLink>
          </MissionBlock>
        </Container>
      </div>
    </>
  );
}
