import { calendarLead, trainingCategories, trainingInclusions, trainingPolicies } from '@/content/training-info';
import { site } from '@/content/site';
import { pages } from '@/content/pages';
import { buildDay } from '@/lib/build-date';
import { copyMetadata } from '@/lib/page-copy';
import { calendarTrainings, trainingYears } from '@/lib/training-window';
import { trainingEventsJsonLd } from '@/lib/structured-data-trainings';
import { trainings } from '@/lib/trainings';
import { TrainingCalendar } from '@/components/trainings/training-calendar';
import { TrainingsFeedLink } from '@/components/calendar/add-to-calendar';
import { TrainingInfo } from '@/components/trainings/training-info';
import { TrainingYears } from '@/components/trainings/training-years';
import { StaticFeatureGrid } from '@/components/ui/feature-tiles';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { MediaSplit } from '@/components/ui/media-split';
import { Container, Section } from '@/components/ui/section';

const copy = pages.trainingCalendar;
const { sections } = copy;

export const metadata = copyMetadata(copy);

export default function TrainingCalendarPage() {
  const day = buildDay();
  const shown = calendarTrainings(trainings, day);
  const years = trainingYears(trainings, day);
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="calendar" {...sections.calendar}>
        <TrainingCalendar trainings={shown} trainingEmail={site.contacts.trainingEmail} />
        <TrainingsFeedLink className="mt-6" />
        <TrainingYears className="mt-10" years={years} label={copy.texts.years} heading="h3" />
      </Section>
      <MediaSplit id="calendar-lead" title={calendarLead.title} image={calendarLead.image} tone="tint">
        {calendarLead.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </MediaSplit>
      <Section id="categories" {...sections.categories}>
        <StaticFeatureGrid items={trainingCategories} columns={4} />
      </Section>
      <section aria-label={copy.texts.info} className="bg-brand-50/60 py-14 sm:py-20">
        <Container>
          <TrainingInfo inclusions={trainingInclusions} policies={trainingPolicies} />
        </Container>
      </section>
      <JsonLd data={trainingEventsJsonLd(shown, copy.path)} />
    </>
  );
}
