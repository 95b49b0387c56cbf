import { approachImage, coreStrategies, impactMeasurement, sectors, thematicAreas } from '@/content/about';
import { pages } from '@/content/pages';
import { copyMetadata } from '@/lib/page-copy';
import { FeatureList } from '@/components/about/feature-list';
import { CheckList } from '@/components/membership/check-list';
import { CtaBand } from '@/components/ui/cta-band';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';
import { MediaSplit } from '@/components/ui/media-split';
import { PageIntro } from '@/components/ui/page-intro';
import { Container, Section } from '@/components/ui/section';

const copy = pages.approach;
const { sections } = copy;

export const metadata = copyMetadata(copy);

export default function ApproachPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="strategies" {...sections.strategies} align="start">
        <FeatureList items={coreStrategies} numbered />
      </Section>
      <MediaSplit
        id="sectors"
        tone="tint"
        imageSide="right"
        image={approachImage}
        title={<KeepHyphenated text={sections.sectors.title} />}
      >
        <p>{sections.sectors.intro}</p>
        <FeatureList items={sectors} className="mt-6" />
      </MediaSplit>
      <Section id="themes" {...sections.themes} align="start">
        <FeatureList items={thematicAreas} columns={4} />
      </Section>
      <section id="impact" aria-labelledby="impact-heading" className="bg-brand-50/60 py-10 sm:py-16 lg:py-20">
        <Container className="grid gap-6 md:grid-cols-2 md:gap-8 lg:gap-14">
          <div>
            <h2 id="impact-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {sections.impact.title}
            </h2>
            <p className="mt-4 text-pretty text-ink-muted sm:text-lg">{impactMeasurement.intro}</p>
          </div>
          <div className="md:rounded-card md:bg-white md:p-8 md:shadow-card md:ring-1 md:ring-brand-900/5">
            <h3 className="text-lg font-bold text-brand-900">{copy.texts.indicators}</h3>
            <CheckList items={impactMeasurement.indicators} className="mt-4 text-ink-muted" />
          </div>
        </Container>
      </section>
      <CtaBand {...copy.cta} tone="light" />
    </>
  );
}
