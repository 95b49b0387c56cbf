import { pages } from '@/content/pages';
import { fillText } from '@/lib/fill-text';
import { trainingYearHref } from '@/lib/training-window';
import { ButtonLink } from '@/components/ui/button';
import { MoreLink } from '@/components/ui/text-link';

/** Links to the pages of trainings held, one per year, the latest first. */
export function TrainingYears({
  years,
  label,
  current,
  heading,
  className,
}: {
  years: string[];
  label: string;
  /** The year of the page this list is on: shown, not linked to itself. */
  current?: string;
  /** Show `label` as a heading of this level above the links. */
  heading?: 'h2' | 'h3';
  className?: string;
}) {
  // Nothing to choose on a year's page when it is the only year: a lone pill would link to itself.
  if (years.length === 0 || (years.length === 1 && years[0] === current)) return null;
  // One year to offer is a link that names it ("Trainings held in 2025"), not a heading over a lone pill.
  if (years.length === 1 && !current) {
    const year = years[0]!;
    const link = { label: fillText(pages.trainingYear.title, { year }), href: trainingYearHref(year) };
    return (
      <nav aria-label={label}>
        <MoreLink link={link} className={className ?? ''} />
      </nav>
    );
  }
  const Heading = heading;
  return (
    <nav aria-label={label} className={className}>
      {Heading ? <Heading className="mb-3 text-lg font-bold text-brand-900">{label}</Heading> : null}
      <ul className="flex flex-wrap gap-3">
        {years.map((year) => (
          <li key={year}>
            <ButtonLink
              href={trainingYearHref(year)}
              variant={year === current ? 'primary' : 'outline'}
              aria-current={year === current ? 'page' : undefined}
            >
              {year}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
