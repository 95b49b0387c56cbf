import { councilMembers, councilMission } from '@/content/council';
import { councilFigures } from '@/lib/council';
import { pages } from '@/content/pages';
import { copyMetadata } from '@/lib/page-copy';
import { CouncilGrid } from '@/components/about/people-grids';
import { MissionBlock } from '@/components/about/mission-block';
import { ButtonLink } from '@/components/ui/button';
import { StatTiles } from '@/components/ui/stat-tiles';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';

const copy = pages.council;
const { texts } = copy;

export const metadata = copyMetadata(copy);

export default function CouncilPage() {
  const figures = councilFigures(councilMembers);
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="members" {...copy.sections.members}>
        <StatTiles
          tone="card"
          className="grid grid-cols-3 gap-3 sm:gap-4"
          stats={[
            { value: String(figures.experienceYears), label: texts.experience },
            { value: String(figures.specializations), label: texts.specializations },
            { value: String(figures.members), label: texts.members },
          ]}
        />
        <div className="mt-12">
          <CouncilGrid members={councilMembers} />
        </div>
      </Section>
      <MissionBlock id="council-mission" title={councilMission.title} text={councilMission.text}>
        <ButtonLink href={copy.links.contact.href} variant="accent" size="lg">
          {copy.links.contact.label}
        </ButtonLink>
      </MissionBlock>
    </>
  );
}
