import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { trainingCalendarWords } from '@/content/trainings';
import { buildDay } from '@/lib/build-date';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { trainingYearCard } from '@/lib/social-cards';
import { trainingEventsJsonLd } from '@/lib/structured-data-trainings';
import { trainingYearPages, trainingYears, trainingsHeldIn } from '@/lib/training-window';
import { trainings } from '@/lib/trainings';
import { site } from '@/content/site';
import { TrainingDetails, TrainingSchedule } from '@/components/trainings/training-row';
import { TrainingTable } from '@/components/trainings/training-table';
import { TrainingYears } from '@/components/trainings/training-years';
import { JsonLd } from '@/components/ui/json-ld';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { MoreLink } from '@/components/ui/text-link';

type Props = { params: Promise<{ year: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return trainingYearPages(trainings, buildDay()).map(({ year }) => ({ year }));
}

async function load(params: Props['params']) {
  const { year } = await params;
  const day = buildDay();
  const page = trainingYearPages(trainings, day).find((entry) => entry.year === year);
  if (!page) notFound();
  return { year, day, listed: page.listed, copy: pageCopy('trainingYear', { year }) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { year, listed, copy } = await load(params);
  const metadata = copyMetadata(copy, trainingYearCard(year));
  // While no training has been held, the route's one page says so, unindexed.
  return listed ? metadata : { ...metadata, robots: { index: false } };
}

/** The trainings held in one year, latest first; every row is over by the build day, so plain HTML. */
export default async function TrainingYearPage({ params }: Props) {
  const { year, day, copy } = await load(params);
  const held = trainingsHeldIn(trainings, year, day);
  const email = site.contacts.trainingEmail;
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="held" tone="tint" {...copy.sections.held}>
        {held.length > 0 ? (
          <TrainingTable
            caption={copy.texts.caption}
            columns={trainingCalendarWords.columns}
            rows={held.map((training) => ({
              id: training.id,
              details: <TrainingDetails training={training} />,
              schedule: <TrainingSchedule training={training} trainingEmail={email} past />,
            }))}
          />
        ) : (
          <p className="text-ink">{copy.texts.none}</p>
        )}
        <TrainingYears
          className="mt-10"
          years={trainingYears(trainings, day)}
          label={copy.texts.years}
          current={year}
          heading="h2"
        />
        <MoreLink link={copy.links.calendar} className="mt-8" />
      </Section>
      {held.length > 0 ? <JsonLd data={trainingEventsJsonLd(held, copy.path)} /> : null}
    </>
  );
}
