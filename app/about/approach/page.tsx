import { coreStrategies, impactMeasurement, sectors, thematicAreas } from '@/content/about';
import { pageMetadata } from '@/lib/seo';
import { CheckList } from '@/components/membership/check-list';
import { CtaBand } from '@/components/ui/cta-band';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { Card } from '@/components/ui/card';

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
      <Section id="strategies" eyebrow="How we work" title="Six core strategies">
        <FeatureGrid items={coreStrategies} columns={3} />
      </Section>
      <Section
        id="sectors"
        tone="tint"
        eyebrow="Working together"
        title={
          <>
            A <span className="whitespace-nowrap">multi-sector</span> approach
          </>
        }

        intro="Environmental problems cross every boundary, so we work with every sector."
      >
        <FeatureGrid items={sectors} columns={4} />
      </Section>
      <Section id="themes" eyebrow="Where we focus" title="Four thematic areas">
        <FeatureGrid items={thematicAreas} columns={4} />
      </Section>
      <Section
        id="impact"
        tone="tint"
        eyebrow="Accountability"
        title="Measuring our impact"
        intro={impactMeasurement.intro}
      >
        <Card className="mx-auto max-w-2xl p-8">
          <h3 className="text-lg font-bold text-brand-900">What we measure</h3>
          <CheckList items={impactMeasurement.indicators} className="mt-4 text-ink-muted" />
        </Card>
      </Section>
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
