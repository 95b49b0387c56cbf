import { pages } from '@/content/pages';
import { secretariatMission, secretariatStaff } from '@/content/secretariat';
import { copyMetadata } from '@/lib/page-copy';
import { ContactCards } from '@/components/about/contact-cards';
import { MissionBlock } from '@/components/about/mission-block';
import { StaffGrid } from '@/components/about/people-grids';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';

const copy = pages.secretariat;

export const metadata = copyMetadata(copy);

export default function SecretariatPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="team" {...copy.sections.team}>
        <StaffGrid staff={secretariatStaff} />
      </Section>
      <MissionBlock id="secretariat-mission" title={copy.texts.mission} text={secretariatMission} />
      <Section id="contact" tone="tint" {...copy.sections.contact}>
        <ContactCards cards={copy.contactCards} />
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
