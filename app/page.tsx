import type { Metadata } from 'next';
import { impactStats, site } from '@/content/site';
import { missionObjectives } from '@/content/home';
import { homeCategoryIds } from '@/content/membership';
import { getCategory } from '@/lib/membership';
import { partnerRows } from '@/content/partners';
import { homeFeeds, withFeedLinks } from '@/lib/feeds';
import { pageMetadata } from '@/lib/seo';
import { HomeHero } from '@/components/home/home-hero';
import { ImpactSection } from '@/components/home/impact-section';
import { PartnersSection } from '@/components/home/partners-section';
import { FeeCard } from '@/components/membership/fee-card';
import { CtaBand } from '@/components/ui/cta-band';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { Section } from '@/components/ui/section';
import { TextLink } from '@/components/ui/text-link';

export const metadata: Metadata = withFeedLinks(
  {
    ...pageMetadata({
      title: `${site.name} | ${site.tagline}`,
      description: site.description,
      path: '/',
    }),
    title: { absolute: `${site.name} | ${site.tagline}` },
  },
  ...homeFeeds,
);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Section
        id="mission"
        eyebrow="What we do"
        title="Our Mission & Objectives"
        intro="Five commitments guide everything the institute does for its members and for Kenya’s environment."
      >
        <FeatureGrid items={missionObjectives} columns={5} />
      </Section>
      <ImpactSection stats={impactStats} />
      <Section
        id="membership"
        eyebrow="Join us"
        title="Membership Levels & Criteria"
        intro="Whether you are studying, starting out or running a firm, there is a membership grade for you."
      >
        <ul className="grid gap-8 pt-3 md:grid-cols-3">
          {homeCategoryIds.map((id) => (
            <li key={id}>
              <FeeCard category={getCategory(id)} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <TextLink href="/members/fees">View All Membership Levels</TextLink>
        </p>
      </Section>
      <PartnersSection rows={partnerRows} />
      <CtaBand
        title="Be part of Kenya’s environmental profession"
        text="Join thousands of practitioners who learn, lead and stand up for the environment together."
        actions={[
          { label: 'Become a Member', href: '/members/join' },
          { label: 'View Training Calendar', href: '/trainings/calendar' },
        ]}
      />
    </>
  );
}
