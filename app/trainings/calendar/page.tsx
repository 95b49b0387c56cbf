import { trainings } from '@/content/trainings';
import { calendarLead, trainingCategories, trainingInclusions, trainingPolicies } from '@/content/training-info';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import { trainingEventsJsonLd } from '@/lib/structured-data-trainings';
import { TrainingCalendar } from '@/components/trainings/training-calendar';
import { TrainingsFeedLink } from '@/components/calendar/add-to-calendar';
import { TrainingInfo } from '@/components/trainings/training-info';
import { StaticFeatureGrid } from '@/components/ui/feature-tiles';
import { JsonLd } from '@/components/ui/json-ld';
import { PageHeader } from '@/components/ui/page-header';
import { MediaSplit } from '@/components/ui/media-split';
import { Container, Section } from '@/components/ui/section';

const path = '/trainings/calendar';
const crumbs = [{ label: 'Training Calendar', href: path }];

export const metadata = pageMetadata({
  title: 'Training Calendar',
  description:
    'Upcoming virtual trainings for environmental practitioners: dates, times, places left and how to register, month by month.',
  path,
});

export default function TrainingCalendarPage() {
  return (
    <>
      <PageHeader
        title="Training Calendar"
        crumbs={crumbs}
        intro="Virtual trainings from 9:00 AM to 5:00 PM that keep your practice current and earn CPD points. Filter by month and register by email."
      />
      <MediaSplit id="calendar-lead" title={calendarLead.title} image={calendarLead.image} priority>
        {calendarLead.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </MediaSplit>
      <Section id="calendar" title="Scheduled trainings" tone="tint">
        <TrainingCalendar trainings={trainings} trainingEmail={site.contacts.trainingEmail} />
        <TrainingsFeedLink className="mt-6" />
      </Section>
      <Section
        id="categories"
        title="Training categories"
        intro="Our trainings cover four areas of environmental practice."
      >
        <StaticFeatureGrid items={trainingCategories} columns={4} />
      </Section>
      <section aria-label="What is included and training policies" className="bg-brand-50/60 py-14 sm:py-20">
        <Container>
          <TrainingInfo inclusions={trainingInclusions} policies={trainingPolicies} />
        </Container>
      </section>
      <JsonLd data={trainingEventsJsonLd(trainings, path)} />
    </>
  );
}
