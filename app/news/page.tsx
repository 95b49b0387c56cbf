import { agms } from '@/content/agm';
import { pages } from '@/content/pages';
import { agmLabel, newestFirst } from '@/lib/agm';
import { buildDay } from '@/lib/build-date';
import { contentEvents } from '@/lib/content-events';
import { upcomingEvents } from '@/lib/events';
import { homeFeeds, withFeedLinks } from '@/lib/feeds';
import { latestContentNews } from '@/lib/content-news';
import { copyMetadata, fillCopy } from '@/lib/page-copy';
import { EventList, type EventKindLabels } from '@/components/events/event-list';
import { NoEvents } from '@/components/events/no-events';
import { FeedSubscribe } from '@/components/media/feed-subscribe';
import { NewsList } from '@/components/news/news-list';
import { UntilOver } from '@/components/time/until-over';
import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { TextLink } from '@/components/ui/text-link';

// The latest meeting in content: once it has been held, the next one is still to be announced.
const latestAgm = newestFirst(agms)[0]!;
const copy = fillCopy(pages.news, { agm: agmLabel(latestAgm.date) });
const { sections, texts, links } = copy;

/** How many events and news items the hub shows; the calendar and the lists hold the rest. */
const eventCount = 5;
const newsCount = 6;

export const metadata = withFeedLinks(copyMetadata(copy), ...homeFeeds);

export default function NewsPage() {
  const upcoming = upcomingEvents(contentEvents(), buildDay()).slice(0, eventCount);
  const news = latestContentNews(newsCount);
  const kinds: EventKindLabels = texts;
  // What is coming up leads; with nothing scheduled, what was published lately does.
  const eventsFirst = upcoming.length > 0;
  const eventsSection = (
    <Section id="events" tone={eventsFirst ? 'white' : 'tint'} {...sections.events} align="start">
      {eventsFirst ? (
        <EventList events={upcoming} kinds={kinds} />
      ) : (
        <NoEvents text={texts.none} links={[links.calendar]} />
      )}
      {/* Once the latest AGM in content has been held, until the next one is published. */}
      <UntilOver
        lastDay={latestAgm.date}
        over={
          <p className="mt-6 text-ink">
            {texts.nextAgm} <TextLink href={links.agm.href}>{links.agm.label}</TextLink>
          </p>
        }
      >
        {null}
      </UntilOver>
      {eventsFirst ? (
        <p className="mt-6">
          <TextLink standalone href={links.calendar.href}>
            {links.calendar.label}
          </TextLink>
        </p>
      ) : null}
    </Section>
  );
  const latestSection = (
    <Section id="latest" tone={eventsFirst ? 'tint' : 'white'} {...sections.latest} align="start">
      <NewsList items={news} priority />
    </Section>
  );
  return (
    <>
      <PageIntro copy={copy}>
        <FeedSubscribe feed="all" />
      </PageIntro>
      {eventsFirst ? eventsSection : latestSection}
      {eventsFirst ? latestSection : eventsSection}
      <Section id="browse" {...sections.browse} align="start">
        <ul className="flex flex-wrap gap-3">
          {[links.blogs, links.press, links.bulletins, links.newsletter, links.gallery].map((link) => (
            <li key={link.href}>
              <ButtonLink href={link.href} variant="outline">
                {link.label}
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
