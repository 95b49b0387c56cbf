import { background, backgroundQuote, coreValues, keyAchievements } from '@/content/about';
import { site } from '@/content/site';
import { buildDay } from '@/lib/build-date';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { AchievementGrid } from '@/components/about/achievement-grid';
import { StatementCards } from '@/components/about/statement-cards';
import { VisitCard } from '@/components/about/visit-card';
import { CtaBand } from '@/components/ui/cta-band';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { PageIntro } from '@/components/ui/page-intro';
import { LeadSection } from '@/components/ui/lead-section';
import { QuoteSection } from '@/components/ui/quote-block';
import { Container, Section } from '@/components/ui/section';

const copy = pageCopy('background', {
  shortName: site.shortName,
  established: background.established,
  years: Number(buildDay().slice(0, 4)) - background.established,
  name: backgroundQuote.name,
  phone: site.contacts.phone,
});
const { sections, texts } = copy;

export const metadata = copyMetadata(copy);

export default function BackgroundPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <LeadSection id="story" {...sections.story} text={background.story} />
      <div className="bg-brand-50/60 py-14 sm:py-20">
        <Container>
          <StatementCards
            items={[
              { title: texts.mission, text: background.mission, icon: 'target' },
              { title: texts.vision, text: background.vision, icon: 'globe' },
            ]}
          />
        </Container>
      </div>
      <QuoteSection testimonial={backgroundQuote} label={texts.quote} />
      <Section id="values" tone="tint" {...sections.values}>
        <FeatureGrid items={coreValues} columns={5} />
      </Section>
      <Section id="achievements" tone="dark" {...sections.achievements}>
        <AchievementGrid items={keyAchievements} />
      </Section>
      <Section id="visit" tone="tint" {...sections.visit}>
        <VisitCard words={{ directions: texts.directions, call: texts.call }} />
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
