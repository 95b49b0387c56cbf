import { agms } from '@/content/agm';
import { agmLabel, newestFirst } from '@/lib/agm';
import { buildDay } from '@/lib/build-date';
import { contentEvents } from '@/lib/content-events';
import { homeFeeds, withFeedLinks } from '@/lib/feeds';
import { site } from '@/content/site';
import { latestContentNews, newsHeading } from '@/lib/news';
import { hiddenUntilFilled } from '@/lib/navigation';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import type { EventKindLabels } from '@/components/events/event-list';
import { CalendarClock } from 'lucide';
import { EmptyNote } from '@/components/ui/empty-note';
import { FeedSubscribe } from '@/components/media/feed-subscribe';
import { NewsList } from '@/components/news/news-list';
import { ComingUp, ComingUpClasses, UpcomingEventList } from '@/components/news/coming-up';
import { UntilOver } from '@/components/time/until-over';
import { ButtonLink } from '@/components/ui/button';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { MoreLink, TextLink } from '@/components/ui/text-link';

// The latest meeting in content: once it has been held, the next one is still to be announced.
const latestAgm = newestFirst(agms)[0]!;
const copy = pageCopy('news', { agm: agmLabel(latestAgm.date) });
const { sections, texts, links } = copy;

const eventCount = 5;
const newsCount = 6;

export const metadata = withFeedLinks(copyMetadata(copy), ...homeFeeds);

export default function NewsPage() {
  const events = contentEvents(buildDay());
  const news = latestContentNews(newsCount);
  const kinds: EventKindLabels = texts;
  // Once the latest AGM in content has been held, until the next one is published.
  const nextAgm = (
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
  );
  // What is coming up leads; with nothing scheduled, the latest news does, above the empty calendar.
  return (
    <>
      <PageIntro copy={copy}>
        <FeedSubscribe feed="all" />
      </PageIntro>
      <ComingUp
        events={events}
        count={eventCount}
        some={
          <Section id="events" {...sections.events}>
            <UpcomingEventList kinds={kinds} />
            {nextAgm}
            <MoreLink link={links.calendar} className="mt-6" />
          </Section>
        }
      />
      {/* The second section is tinted, whichever leads. */}
      <ComingUpClasses events={events} some="bg-brand-50/60" none="bg-white">
        <Section id="latest" {...newsHeading(news, buildDay(), site.recentDays, sections)} tone="clear">
          <NewsList items={news} priority />
        </Section>
      </ComingUpClasses>
      <ComingUp
        events={events}
        count={eventCount}
        none={
          <Section id="events" tone="tint" {...sections.events}>
            <EmptyNote icon={CalendarClock} text={texts.none} links={[links.calendar]} />
            {nextAgm}
          </Section>
        }
      />
      <Section id="browse" {...sections.browse}>
        <ul className="flex flex-wrap gap-3">
          {[links.blogs, links.press, links.bulletins, links.newsletter, links.gallery]
            .filter(({ href }) => !hiddenUntilFilled.has(href))
            .map((link) => (
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
