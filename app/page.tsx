import type { Metadata } from 'next';
import { impactStats, site } from '@/content/site';
import { pages } from '@/content/pages';
import { missionObjectives } from '@/content/home';
import { homeCategoryIds } from '@/content/membership';
import { getCategory } from '@/lib/membership';
import { partnerRows } from '@/content/partners';
import { buildDay } from '@/lib/build-date';
import { latestContentNews, newsHeading } from '@/lib/news';
import { contentEvents } from '@/lib/content-events';
import { homeFeeds, withFeedLinks } from '@/lib/feeds';
import { copyMetadata } from '@/lib/page-copy';
import { HomeHero } from '@/components/home/home-hero';
import { ImpactSection } from '@/components/home/impact-section';
import { PartnersSection } from '@/components/home/partners-section';
import { FeeCard } from '@/components/membership/fee-card';
import { NewsList } from '@/components/news/news-list';
import { ComingUp, UpcomingEventList } from '@/components/news/coming-up';
import { NextEventsNote } from '@/components/news/next-events-note';
import { CtaBand } from '@/components/ui/cta-band';
import { FeatureGrid } from '@/components/ui/feature-grid';
import { Section } from '@/components/ui/section';
import { MoreLink } from '@/components/ui/text-link';

const copy = pages.home;
const { sections, links, texts } = copy;

/** The newest items and the next events the home page shows; News & Events and the calendar hold the rest. */
const newsCount = 3;
const news = latestContentNews(newsCount);
const eventCount = 3;

export const metadata: Metadata = withFeedLinks(
  {
    ...copyMetadata(copy),
    title: { absolute: copy.title },
  },
  ...homeFeeds,
);

export default function HomePage() {
  const events = contentEvents();
  const latest = newsHeading(news, buildDay(), site.recentDays, { latest: sections.latest, earlier: null });
  return (
    <>
      <HomeHero />
      <Section id="mission" {...sections.mission}>
        <FeatureGrid items={missionObjectives} columns={5} />
      </Section>
      <ImpactSection stats={impactStats} />
      <Section id="membership" {...sections.membership}>
        <ul className="grid gap-4 sm:gap-8 sm:pt-3 md:grid-cols-3">
          {homeCategoryIds.map((id) => (
            <li key={id}>
              <FeeCard category={getCategory(id)} />
            </li>
          ))}
        </ul>
        <MoreLink link={copy.links.allLevels} className="mt-10" />
      </Section>
      <PartnersSection
        rows={partnerRows}
        heading={sections.partners}
        labels={{ pause: texts.pausePartners, play: texts.playPartners }}
      />
      {/* What is coming up leads while anything is; with nothing scheduled, the latest news leads and
          a line under it says where the next dates are announced (decided again by the visitor's day). */}
      <ComingUp
        events={events}
        count={eventCount}
        some={
          <Section id="events" {...sections.events} className="pb-0 sm:pb-0">
            <div className="max-w-3xl">
              <UpcomingEventList kinds={texts} />
            </div>
            <MoreLink link={links.allEvents} className="mt-8" />
          </Section>
        }
      />
      {/* Only while the newest item is recent by the build day (content/site.ts, recentDays): the home
          page never leads with an archive; News & Events keeps every item. */}
      {latest ? (
        <Section id="latest" {...latest}>
          <NewsList items={news} />
          <ComingUp
            events={events}
            count={eventCount}
            none={<NextEventsNote text={texts.noEvents} link={links.newsletter} className="mt-10" />}
          />
          <MoreLink link={links.allNews} className="mt-8" />
        </Section>
      ) : null}
      <CtaBand {...copy.cta} />
    </>
  );
}
