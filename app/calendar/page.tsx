import { buildDay } from '@/lib/build-date';
import { contentEvents } from '@/lib/content-events';
import { eventsByMonth, pastEvents, upcomingEvents } from '@/lib/events';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { calendarWindowStart, trainingYears } from '@/lib/training-window';
import { trainings } from '@/lib/trainings';
import { TrainingsFeedLink } from '@/components/calendar/add-to-calendar';
import { EventMonths, type EventKindLabels } from '@/components/events/event-list';
import { CalendarClock } from 'lucide';
import { EmptyNote } from '@/components/ui/empty-note';
import { TrainingYears } from '@/components/trainings/training-years';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { MoreLink } from '@/components/ui/text-link';

// The past events shown start where the training calendar's do (lib/training-window.ts).
const since = calendarWindowStart(buildDay());
const copy = pageCopy('calendar', { since: since.slice(0, 4) });
const { sections, texts, links } = copy;

export const metadata = copyMetadata(copy);

export default function CalendarPage() {
  const today = buildDay();
  const events = contentEvents(today);
  const upcoming = upcomingEvents(events, today);
  const past = pastEvents(events, today, since);
  const years = trainingYears(trainings, today);
  const kinds: EventKindLabels = texts;
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="upcoming" {...sections.upcoming}>
        {upcoming.length > 0 ? (
          <EventMonths months={eventsByMonth(upcoming)} kinds={kinds} />
        ) : (
          <EmptyNote icon={CalendarClock} text={texts.none} links={[links.newsletter, links.courses]} />
        )}
        <TrainingsFeedLink className="mt-6" />
      </Section>
      {past.length > 0 ? (
        <Section id="past" tone="tint" {...sections.past}>
          <EventMonths months={eventsByMonth(past)} kinds={kinds} />
          {/* The archives in one row under a rule, where the list ends. */}
          <div className="mt-10 flex flex-wrap items-start gap-x-10 gap-y-4 border-t border-brand-900/10 pt-6">
            <TrainingYears years={years} label={texts.years} heading="h3" />
            <MoreLink link={links.agms} className="" />
          </div>
        </Section>
      ) : null}
    </>
  );
}
