import { approachImage, coreStrategies, impactMeasurement, sectors, thematicAreas } from '@/content/about';
import { pageMetadata } from '@/lib/seo';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { IconList } from '@/components/about/icon-list';
import { NumberedList } from '@/components/about/numbered-list';
import { CheckList } from '@/components/membership/check-list';
import { CtaBand } from '@/components/ui/cta-band';
import { JsonLd } from '@/components/ui/json-ld';
import { MediaSplit } from '@/components/ui/media-split';
import { PageHero } from '@/components/ui/page-hero';
import { Container } from '@/components/ui/section';

const path = '/about/approach';
const crumbs = [
  { label: 'About Us', href: '/about/background' },
  { label: 'Approach', href: path },
];

/** The body's left-aligned section headings, set apart from the centred ones of the card grids. */
const headingClass = 'text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl';

export const metadata = pageMetadata({
  title: 'Our Approach',
  description:
    'Six core strategies, a multi-sector approach and four thematic areas: how the institute works for Kenya’s environment and measures its impact.',
  path,
});

export default function ApproachPage() {
  return (
    <>
      <PageHero
        title="Our Approach"
        breadcrumbs={crumbs}
        intro="How we turn professional expertise into lasting change for Kenya’s environment and its people."
      />
      <section id="strategies" aria-labelledby="strategies-heading" className="py-10 sm:py-16 lg:py-20">
        <Container>
          <h2 id="strategies-heading" className={headingClass}>
            Six core strategies
          </h2>
          <NumberedList items={coreStrategies} className="mt-8" />
        </Container>
      </section>
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
        <IconList items={sectors} className="mt-6" />
      </MediaSplit>
      <section id="themes" aria-labelledby="themes-heading" className="py-10 sm:py-16 lg:py-20">
        <Container>
          <h2 id="themes-heading" className={headingClass}>
            Four thematic areas
          </h2>
          <IconList items={thematicAreas} columns={4} className="mt-6 sm:mt-8" />
        </Container>
      </section>
      <section id="impact" aria-labelledby="impact-heading" className="bg-brand-50/60 py-10 sm:py-16 lg:py-20">
        <Container className="grid gap-6 md:grid-cols-2 md:gap-8 lg:gap-14">
          <div>
            <h2 id="impact-heading" className={headingClass}>
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
      <JsonLd data={breadcrumbJsonLd(crumbs)} />
    </>
  );
}
