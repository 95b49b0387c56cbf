'use client';

import { useMemo, useState, type ReactNode } from 'react';
import { CalendarX, ChevronDown } from 'lucide';
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

/** Plural of "training". */
const trainingsWord = (count: number) => (count === 1 ? 'training' : 'trainings');

/**
 * The one line above the tables, which never contradicts them: how many trainings show, or that
 * none is to come (then there is no upcoming table, only this message and the past trainings).
 */
function statusText(upcoming: number, past: number, month: string | null): string {
  const inMonth = month ? ` in ${month}` : '';
  if (upcoming === 0 && past === 0) return '';
  if (upcoming === 0)
    return `No upcoming trainings${inMonth} yet: the next dates are announced here and in the newsletter.`;
  if (past === 0)
    return month ? `Showing ${upcoming} ${trainingsWord(upcoming)}${inMonth}.` : `Showing all ${upcoming} trainings.`;
  return `${upcoming} upcoming ${trainingsWord(upcoming)}${inMonth}; ${past} past ${trainingsWord(past)} below.`;
}

/**
 * The month filter and the trainings tables. Which trainings are over and the month buttons (the
 * month before, this month and the next) depend on today: the HTML shows them as of the build day
 * with All selected, and the browser decides again with its own calendar. The filter shows only
 * when one of its months has a training, so it never offers a choice that leads nowhere.
 */
export function TrainingCalendarView({ entries }: { entries: CalendarEntry[] }) {
  const today = useToday();
  const [selected, setSelected] = useState<string>(ALL_MONTHS);

  const months: MonthOption[] = useMemo(() => monthWindow(new Date(`${today}T12:00:00`)), [today]);
  const filterUseful = months.some((month) => filterByMonth(entries, month.key).length > 0);
  const visible = useMemo(() => filterByMonth(entries, selected), [entries, selected]);
  const over = (entry: CalendarEntry) => isOver(entry.lastDay, today);
  const upcoming = visible.filter((entry) => !over(entry));
  // The most recent past training first.
  const past = visible.filter(over).sort((a, b) => (b.lastDay ?? '').localeCompare(a.lastDay ?? ''));

  const options = [{ key: ALL_MONTHS, label: 'All' }, ...months];
  const monthLabel =
    selected === ALL_MONTHS ? null : (options.find((option) => option.key === selected)?.label ?? null);
  const inMonth = monthLabel ? ` in ${monthLabel}` : '';
  const status = statusText(upcoming.length, past.length, monthLabel);

  return (
    <div>
      {filterUseful || selected !== ALL_MONTHS ? (
        <div role="group" aria-label="Filter trainings by month" className="mb-4 flex flex-wrap content-start gap-2">
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
      ) : null}
      <p
        role="status"
        className={clsx(
          upcoming.length === 0 && past.length > 0
            ? cardClasses({ flush: true }, 'px-6 py-5 font-semibold text-brand-900')
            : 'text-sm text-ink-muted',
        )}
      >
        {status}
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
      {past.length > 0 ? (
        // Collapsed until asked for, in the HTML and after: a control that says what it holds and how many.
        <details className="group mt-8">
          <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-card bg-white px-5 py-3 text-brand-900 ring-1 ring-brand-700/30 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <Svg
              node={ChevronDown}
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
            <h3 className="text-lg font-bold">Past trainings</h3>
            <span className="text-sm text-ink-muted">
              {past.length} {trainingsWord(past.length)}
              {inMonth}
            </span>
            <span className="ml-auto text-sm font-semibold text-brand-700 underline underline-offset-4">
              <span className="group-open:hidden">Show</span>
              <span className="hidden group-open:inline">Hide</span>
            </span>
          </summary>
          <TrainingTable entries={past} caption={`Past trainings${inMonth}`} past />
        </details>
      ) : null}
    </div>
  );
}
