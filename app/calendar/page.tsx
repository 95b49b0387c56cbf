import { pages } from '@/content/pages';
import { buildDay } from '@/lib/build-date';
import { contentEvents } from '@/lib/content-events';
import { eventsByMonth, pastEvents, upcomingEvents } from '@/lib/events';
import { copyMetadata } from '@/lib/page-copy';
import { TrainingsFeedLink } from '@/components/calendar/add-to-calendar';
import { EventMonths, type EventKindLabels } from '@/components/events/event-list';
import { NoEvents } from '@/components/events/no-events';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';

const copy = pages.calendar;
const { sections, texts, links } = copy;

export const metadata = copyMetadata(copy);

export default function CalendarPage() {
  const events = contentEvents();
  const today = buildDay();
  const upcoming = upcomingEvents(events, today);
  const past = pastEvents(events, today);
  const kinds: EventKindLabels = texts;
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="upcoming" {...sections.upcoming} align="start">
        {upcoming.length > 0 ? (
          <EventMonths months={eventsByMonth(upcoming)} kinds={kinds} />
        ) : (
          <NoEvents text={texts.none} links={[links.newsletter, links.trainings]} />
        )}
        <TrainingsFeedLink className="mt-6" />
      </Section>
      {past.length > 0 ? (
        <Section id="past" tone="tint" {...sections.past} align="start">
          <EventMonths months={eventsByMonth(past)} kinds={kinds} />
        </Section>
      ) : null}
    </>
  );
}
