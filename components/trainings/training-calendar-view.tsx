'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { CalendarX } from 'lucide';
import { ALL_MONTHS, filterByMonth, monthWindow, type MonthOption } from '@/lib/training-months';
import { clsx } from 'clsx';
import { isOver } from '@/lib/today';
import { useToday } from '@/components/time/use-today';
import { Svg } from '@/components/ui/svg';
import { cardClasses } from '@/components/ui/card-classes';

/** One training, its cells rendered on the server (./training-calendar.tsx). */
export interface CalendarEntry {
  id: number;
  /** ISO day it starts: its month is the one it is filtered under. */
  startDate: string;
  /** ISO day it ends, or null when its dates cannot be read (it never counts as over). */
  lastDay: string | null;
  /** The first cell: title, description, duration and place. */
  details: ReactNode;
  /** The second cell while it is to come: schedule, places and registration. */
  upcoming: ReactNode;
  /** The second cell once it is over: schedule and when it was held. */
  held: ReactNode;
}

/** The trainings of one list, as a table: details in the first column, schedule in the second. */
function TrainingTable({
  entries,
  caption,
  past = false,
}: {
  entries: CalendarEntry[];
  caption: string;
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
          {entries.map((entry) => (
            // Stacks on phones.
            <tr key={entry.id} className="align-top max-md:block">
              <td className="px-6 pt-5 pb-2 max-md:block md:py-5">{entry.details}</td>
              <td className="px-6 pt-2 pb-5 max-md:block md:w-72 md:py-5 lg:w-[28rem]">
                {past ? entry.held : entry.upcoming}
              </td>
            </tr>
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
export function TrainingCalendarView({ entries }: { entries: CalendarEntry[] }) {
  const today = useToday();
  const [selected, setSelected] = useState<string>(ALL_MONTHS);
  const [pastOpen, setPastOpen] = useState(startsOpen);

  const months: MonthOption[] = useMemo(() => (today ? monthWindow(new Date(`${today}T12:00:00`)) : []), [today]);
  const visible = useMemo(() => filterByMonth(entries, selected), [entries, selected]);
  const over = (entry: CalendarEntry) => today !== null && isOver(entry.lastDay, today);
  const upcoming = visible.filter((entry) => !over(entry));
  // The most recent past training first.
  const past = visible.filter(over).sort((a, b) => (b.lastDay ?? '').localeCompare(a.lastDay ?? ''));

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
          entries={upcoming}
          caption={`${past.length > 0 ? 'Upcoming trainings' : 'Trainings'}${inMonth}: details and schedule`}
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
          <TrainingTable entries={past} caption={`Past trainings${inMonth}`} past />
        </details>
      ) : null}
    </div>
  );
}
