import { trainingYearHref } from '@/lib/training-window';
import { ButtonLink } from '@/components/ui/button';

/**
 * Links to the pages of trainings held, one per year, the latest first: plain links, so they work
 * without JavaScript. Each link is its year, in a list whose name says what the years hold.
 */
export function TrainingYears({
  years,
  label,
  current,
  className,
}: {
  years: string[];
  /** The list's name, for assistive technology. */
  label: string;
  /** The year of the page this list is on: shown, not linked to itself. */
  current?: string;
  className?: string;
}) {
  if (years.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
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
