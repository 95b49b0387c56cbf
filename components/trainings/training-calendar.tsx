'use client';

import { useEffect, useMemo, useState } from 'react';
import { CalendarX } from 'lucide';
import type { Training } from '@/content/types';
import { ALL_MONTHS, filterByMonth, monthWindow, type MonthOption } from '@/lib/training-months';
import { cn } from '@/lib/cn';
import { Svg } from '@/components/ui/svg';
import { TrainingRow } from './training-row';

interface TrainingCalendarProps {
  trainings: Training[];
  /** Email of the training office; Register Now opens a message to it. */
  trainingEmail: string;
}

/**
 * The month filter and the trainings table. The month buttons depend on today's date, so they are
 * computed after the page loads; the pre-rendered HTML shows All with every training.
 */
export function TrainingCalendar({ trainings, trainingEmail }: TrainingCalendarProps) {
  const [months, setMonths] = useState<MonthOption[]>([]);
  const [selected, setSelected] = useState<string>(ALL_MONTHS);

  useEffect(() => {
    setMonths(monthWindow(new Date()));
  }, []);

  const visible = useMemo(() => filterByMonth(trainings, selected), [trainings, selected]);
  const options = [{ key: ALL_MONTHS, label: 'All' }, ...months];
  const selectedLabel = options.find((option) => option.key === selected)?.label ?? 'All';

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
              className={cn(
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
      </p>
      {visible.length > 0 ? (
        <div className="mt-4 overflow-hidden rounded-card bg-white shadow-card ring-1 ring-brand-900/5">
          <table className="w-full border-collapse text-left text-sm max-md:block">
            <caption className="sr-only">
              Trainings{selected === ALL_MONTHS ? '' : ` in ${selectedLabel}`}: details and schedule
            </caption>
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
              {visible.map((training) => (
                <TrainingRow key={training.id} training={training} trainingEmail={trainingEmail} />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <div className="mt-4 rounded-card bg-white px-6 py-12 text-center shadow-card ring-1 ring-brand-900/5">
          <Svg node={CalendarX} className="mx-auto size-10 text-brand-700" />
          <h3 className="mt-4 text-xl font-bold text-brand-900">No trainings scheduled</h3>
          <p className="mt-2 text-ink-muted">There are no trainings scheduled for the selected month.</p>
        </div>
      )}
    </div>
  );
}
