import type { Metadata } from 'next';
import { impactStats } from '@/content/site';
import { pages } from '@/content/pages';
import { missionObjectives } from '@/content/home';
import { homeCategoryIds } from '@/content/membership';
import { getCategory } from '@/lib/membership';
import { partnerRows } from '@/content/partners';
import { latestContentNews } from '@/lib/content-news';
import { homeFeeds, withFeedLinks } from '@/lib/feeds';
import { copyMetadata } from '@/lib/page-copy';
import { HomeHero } from '@/components/home/home-hero';
import { ImpactSection } from '@/components/home/impact-section';
import { PartnersSection } from '@/components/home/partners-section';
import { FeeCard } from '@/components/membership/fee-card';
import { NewsList } from '@/components/news/news-list';
import { CtaBand } from '@/components/ui/cta-band';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { Section } from '@/components/ui/section';
import { TextLink } from '@/components/ui/text-link';

const copy = pages.home;
const { sections } = copy;

/** The newest items the home page shows; News & Events and the lists hold the rest. */
const newsCount = 3;

export const metadata: Metadata = withFeedLinks(
  {
    ...copyMetadata(copy),
    title: { absolute: copy.title },
  },
  ...homeFeeds,
);

export default function HomePage() {
  return (
    <>
      <HomeHero />
      <Section id="mission" {...sections.mission}>
        <FeatureGrid items={missionObjectives} columns={5} />
      </Section>
      <ImpactSection stats={impactStats} />
      <Section id="membership" {...sections.membership}>
        <ul className="grid gap-8 pt-3 md:grid-cols-3">
          {homeCategoryIds.map((id) => (
            <li key={id}>
              <FeeCard category={getCategory(id)} />
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <TextLink standalone href={copy.links.allLevels.href}>
            {copy.links.allLevels.label}
          </TextLink>
        </p>
      </Section>
      <PartnersSection rows={partnerRows} />
      <Section id="latest" {...sections.latest}>
        <NewsList items={latestContentNews(newsCount)} />
        <p className="mt-10 text-center">
          <TextLink standalone href={copy.links.allNews.href}>
            {copy.links.allNews.label}
          </TextLink>
        </p>
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
