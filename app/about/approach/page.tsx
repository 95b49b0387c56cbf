import { approachImage, coreStrategies, impactMeasurement, sectors, thematicAreas } from '@/content/about';
import { pageMetadata } from '@/lib/seo';
import { FeatureList } from '@/components/about/feature-list';
import { CheckList } from '@/components/membership/check-list';
import { CtaBand } from '@/components/ui/cta-band';
import { MediaSplit } from '@/components/ui/media-split';
import { PageHeader } from '@/components/ui/page-header';
import { Container, Section } from '@/components/ui/section';

const path = '/about/approach';
const crumbs = [
  { label: 'About Us', href: '/about/background' },
  { label: 'Approach', href: path },
];

export const metadata = pageMetadata({
  title: 'Our Approach',
  description:
    'Six core strategies, a multi-sector approach and four thematic areas: how the institute works for Kenya’s environment and measures its impact.',
  path,
});

export default function ApproachPage() {
  return (
    <>
      <PageHeader
        title="Our Approach"
        crumbs={crumbs}
        intro="How we turn professional expertise into lasting change for Kenya’s environment and its people."
      />
      <Section id="strategies" title="Six core strategies" align="start">
        <FeatureList items={coreStrategies} numbered />
      </Section>
      <MediaSplit
        id="sectors"
        tone="tint"
        imageSide="right"
        image={approachImage}
        title={
          <>
            A <span className="whitespace-nowrap">multi-sector</span> approach
          </>
        }
      >
        <p>Environmental problems cross every boundary, so we work with every sector.</p>
        <FeatureList items={sectors} className="mt-6" />
      </MediaSplit>
      <Section id="themes" title="Four thematic areas" align="start">
        <FeatureList items={thematicAreas} columns={4} />
      </Section>
      <section id="impact" aria-labelledby="impact-heading" className="bg-brand-50/60 py-10 sm:py-16 lg:py-20">
        <Container className="grid gap-6 md:grid-cols-2 md:gap-8 lg:gap-14">
          <div>
            <h2 id="impact-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              Measuring our impact
            </h2>
            <p className="mt-4 text-pretty text-ink-muted sm:text-lg">{impactMeasurement.intro}</p>
          </div>
          <div className="md:rounded-card md:bg-white md:p-8 md:shadow-card md:ring-1 md:ring-brand-900/5">
            <h3 className="text-lg font-bold text-brand-900">What we measure</h3>
            <CheckList items={impactMeasurement.indicators} className="mt-4 text-ink-muted" />
          </div>
        </Container>
      </section>
      <CtaBand
        title="Put our approach into practice"
        text="Join a technical working group and bring your expertise to policy, standards and practice."
        actions={[
          { label: 'Become a Member', href: '/members/join' },
          { label: 'Technical Working Groups', href: '/members/chapters' },
        ]}
      />
    </>
  );
}
