'use client';

import { useMemo, useState } from 'react';
import { CalendarX } from 'lucide';
import type { Training } from '@/content/types';
import { ALL_MONTHS, filterByMonth, monthWindow, type MonthOption } from '@/lib/training-months';
import { clsx } from 'clsx';
import { lastDayOf, trainingSchedule } from '@/lib/event-dates';
import { isOver } from '@/lib/today';
import { useToday } from '@/components/time/use-today';
import { Svg } from '@/components/ui/svg';
import { TrainingRow } from './training-row';
import { cardClasses } from '@/components/ui/card-classes';

interface TrainingCalendarProps {
  trainings: Training[];
  /** Email of the training office; Register Now opens a message to it. */
  trainingEmail: string;
}

/** The trainings of one list, as a table: details in the first column, schedule in the second. */
function TrainingTable({
  trainings,
  caption,
  trainingEmail,
  past = false,
}: {
  trainings: Training[];
  caption: string;
  trainingEmail: string;
  past?: boolean;
}) {
  return (
    <div className={cardClasses({ flush: true }, 'mt-4 overflow-hidden')}>
      <table className="w-full border-collapse text-left text-sm max-md:block">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50 text-brand-900 max-md:sr-only">
          <tr>
            <th scope="col" className="px-6 py-3 font-semibold">
              Training details
            </th>
            <th scope="col" className="px-6 py-3 font-semibold">
              Schedule
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-brand-900/10 max-md:block">
          {trainings.map((training) => (
            <TrainingRow key={training.id} training={training} trainingEmail={trainingEmail} past={past} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Past trainings start open where there is room for them and collapsed on phones. */
function startsOpen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia('(min-width: 48rem)').matches;
}

/**
 * The month filter and the trainings tables. The month buttons and which trainings are over depend on
 * today's date, so they are decided in the browser; the pre-rendered HTML shows All with every training.
 */
export function TrainingCalendar({ trainings, trainingEmail }: TrainingCalendarProps) {
  const today = useToday();
  const [selected, setSelected] = useState<string>(ALL_MONTHS);
  const [pastOpen, setPastOpen] = useState(startsOpen);

  const months: MonthOption[] = useMemo(() => (today ? monthWindow(new Date(`${today}T12:00:00`)) : []), [today]);
  const lastDays = useMemo(
    () => new Map(trainings.map((training) => [training, lastDayOf(trainingSchedule(training))])),
    [trainings],
  );
  const visible = useMemo(() => filterByMonth(trainings, selected), [trainings, selected]);
  const over = (training: Training) => today !== null && isOver(lastDays.get(training), today);
  const upcoming = visible.filter((training) => !over(training));
  // The most recent past training first.
  const past = visible.filter(over).sort((a, b) => (lastDays.get(b) ?? '').localeCompare(lastDays.get(a) ?? ''));

  const options = [{ key: ALL_MONTHS, label: 'All' }, ...months];
  const selectedLabel = options.find((option) => option.key === selected)?.label ?? 'All';
  const inMonth = selected === ALL_MONTHS ? '' : ` in ${selectedLabel}`;

  return (
    <div>
      {/* Room for two rows of buttons on phones, so the months appearing after load shift nothing. */}
      <div
        role="group"
        aria-label="Filter trainings by month"
        className="flex min-h-24 flex-wrap content-start gap-2 sm:min-h-11"
      >
        {options.map((option) => {
          const active = option.key === selected;
          return (
            <button
              key={option.key}
              type="button"
              aria-pressed={active}
              onClick={() => setSelected(option.key)}
              className={clsx(
                'min-h-11 rounded-pill px-5 text-sm font-semibold transition-colors',
                active
                  ? 'bg-brand-700 text-white shadow-sm'
                  : 'bg-white text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
      <p role="status" className="mt-4 text-sm text-ink-muted">
        {selected === ALL_MONTHS
          ? `Showing all ${visible.length} trainings.`
          : `Showing ${visible.length} ${visible.length === 1 ? 'training' : 'trainings'} in ${selectedLabel}.`}
        {past.length > 0 && upcoming.length > 0 ? ` ${upcoming.length} upcoming, ${past.length} past.` : ''}
      </p>
      {visible.length === 0 ? (
        <div className={cardClasses({ flush: true }, 'mt-4 px-6 py-12 text-center')}>
          <Svg node={CalendarX} className="mx-auto size-10 text-brand-700" />
          <h3 className="mt-4 text-xl font-bold text-brand-900">No trainings scheduled</h3>
          <p className="mt-2 text-ink-muted">There are no trainings scheduled for the selected month.</p>
        </div>
      ) : null}
      {upcoming.length > 0 ? (
        <TrainingTable
          trainings={upcoming}
          caption={`${past.length > 0 ? 'Upcoming trainings' : 'Trainings'}${inMonth}: details and schedule`}
          trainingEmail={trainingEmail}
        />
      ) : null}
      {upcoming.length === 0 && past.length > 0 ? (
        <p className={cardClasses({ flush: true }, 'mt-4 px-6 py-5 text-ink')}>
          No upcoming trainings{inMonth} yet: the next dates are announced here and in the newsletter.
        </p>
      ) : null}
      {past.length > 0 ? (
        <details open={pastOpen} onToggle={(event) => setPastOpen(event.currentTarget.open)} className="group mt-8">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 rounded-card text-brand-900 [&::-webkit-details-marker]:hidden">
            <span aria-hidden="true" className="transition-transform group-open:rotate-90">
              ›
            </span>
            <h3 className="text-xl font-bold">Past trainings</h3>
            <span className="text-sm text-ink-muted">({past.length})</span>
          </summary>
          <TrainingTable trainings={past} caption={`Past trainings${inMonth}`} trainingEmail={trainingEmail} past />
        </details>
      ) : null}
    </div>
  );
}
