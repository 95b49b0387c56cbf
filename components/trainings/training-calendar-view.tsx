'use client';

import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { CalendarX, ChevronDown } from 'lucide';
import { ALL_MONTHS, filterByMonth, monthWindow, type MonthOption } from '@/lib/training-months';
import { cn } from '@/lib/cn';
import { isOver } from '@/lib/today';
import { useToday } from '@/components/time/use-today';
import { Svg } from '@/components/ui/svg';
import { cardClasses } from '@/components/ui/card';
import { TextLink } from '@/components/ui/text-link';
import type { TrainingCalendarWords } from '@/content/schema';
import { fillText } from '@/lib/fill-text';
import { ScheduleCell, TrainingTable } from './training-table';

/** One training, its cells rendered on the server (./training-calendar.tsx). */
export interface CalendarEntry {
  id: number;
  /** Its month is the one it is filtered under. */
  startDate: string;
  /** Null when its dates cannot be read (it never counts as over). */
  lastDay: string | null;
  details: ReactNode;
  /** The schedule (date and time), in either state. */
  facts: ReactNode;
  /** While it is to come: places left, and the registration and calendar file beside. */
  upcoming: ReactNode;
  actions: ReactNode;
}

export type CalendarViewWords = Omit<TrainingCalendarWords, 'row'>;

const trainingsWord = (words: CalendarViewWords, count: number) => (count === 1 ? words.training : words.trainings);

/** The one line above the tables: how many trainings show, or that none is to come. */
function statusText(words: CalendarViewWords, upcoming: number, past: number, inMonth: string): string {
  const { status } = words;
  if (upcoming === 0 && past === 0) return '';
  if (upcoming === 0) return fillText(status.noneUpcoming, { inMonth });
  if (past === 0)
    return inMonth
      ? fillText(status.showing, { count: upcoming, trainings: trainingsWord(words, upcoming), inMonth })
      : fillText(status.showingAll, { count: upcoming });
  return fillText(status.upcomingAndPast, {
    upcoming,
    upcomingTrainings: trainingsWord(words, upcoming),
    past,
    pastTrainings: trainingsWord(words, past),
    inMonth,
  });
}

/** How many of the latest held trainings stand open when none is to come. */
const recentShown = 3;

/**
 * The month filter and the trainings tables. Which trainings are over and the month buttons depend on
 * today: the HTML shows them as of the build day, and the browser decides again with its own calendar.
 * The filter shows only when one of its months has a training, so no choice leads nowhere.
 */
export function TrainingCalendarView({ entries, words }: { entries: CalendarEntry[]; words: CalendarViewWords }) {
  const today = useToday();
  const [selected, setSelected] = useState<string>(ALL_MONTHS);
  const uid = useId();
  const pastList = useRef<HTMLDetailsElement>(null);
  // A link to a past training (#name) opens the folded list that holds it: a move inside the site only
  // scrolls, to a row still folded away.
  useEffect(() => {
    const reveal = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      const target = id ? document.getElementById(id) : null;
      const list = pastList.current;
      if (!target || !list?.contains(target) || list.open) return;
      list.open = true;
      target.scrollIntoView();
    };
    reveal();
    window.addEventListener('hashchange', reveal);
    return () => window.removeEventListener('hashchange', reveal);
  }, []);

  const months: MonthOption[] = useMemo(() => monthWindow(new Date(`${today}T12:00:00`)), [today]);
  const filterUseful = months.some((month) => filterByMonth(entries, month.key).length > 0);
  const visible = useMemo(() => filterByMonth(entries, selected), [entries, selected]);
  const over = (entry: CalendarEntry) => isOver(entry.lastDay, today);
  const upcoming = visible.filter((entry) => !over(entry));
  const past = visible.filter(over).sort((a, b) => (b.lastDay ?? '').localeCompare(a.lastDay ?? ''));
  const recent = upcoming.length === 0 ? past.slice(0, recentShown) : [];
  const folded = past.slice(recent.length);

  const options = [{ key: ALL_MONTHS, label: words.all }, ...months];
  const monthLabel =
    selected === ALL_MONTHS ? null : (options.find((option) => option.key === selected)?.label ?? null);
  // " in June 2025" when one month is chosen.
  const inMonth = monthLabel ? ` ${fillText(words.inMonth, { month: monthLabel })}` : '';
  const status = statusText(words, upcoming.length, past.length, inMonth);
  const table = (shown: CalendarEntry[], held: boolean, caption: string) => (
    <TrainingTable
      rows={shown.map((entry) => ({
        id: entry.id,
        details: entry.details,
        schedule: (
          <ScheduleCell
            facts={entry.facts}
            state={held ? null : entry.upcoming}
            actions={held ? null : entry.actions}
          />
        ),
      }))}
      caption={fillText(caption, { inMonth })}
      columns={words.columns}
    />
  );

  return (
    <div>
      {filterUseful || selected !== ALL_MONTHS ? (
        <div role="group" aria-label={words.filter} className="mb-4 flex flex-wrap content-start gap-2">
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
      ) : null}
      {upcoming.length === 0 && past.length > 0 ? (
        <div className={cardClasses({ flush: true }, 'px-6 py-5')}>
          <p role="status" className="font-semibold text-brand-900">
            {status}
          </p>
          <TextLink href={words.follow.href} standalone className="mt-2">
            {words.follow.label}
          </TextLink>
        </div>
      ) : (
        <p role="status" className="text-sm text-ink-muted">
          {status}
        </p>
      )}
      {visible.length === 0 ? (
        <div className={cardClasses({ flush: true }, 'mt-4 px-6 py-12 text-center')}>
          <Svg node={CalendarX} className="mx-auto size-10 text-brand-700" />
          <h3 className="mt-4 text-xl font-bold text-brand-900">{words.empty.title}</h3>
          <p className="mt-2 text-ink-muted">{words.empty.text}</p>
        </div>
      ) : null}
      {upcoming.length > 0
        ? table(upcoming, false, past.length > 0 ? words.captions.upcoming : words.captions.all)
        : null}
      {upcoming.length === 0 && recent.length > 0 ? (
        <section aria-labelledby={`${uid}-recent`} className="mt-8">
          <h3 id={`${uid}-recent`} className="mb-3 text-lg font-bold text-brand-900">
            {words.past.title}
          </h3>
          {table(recent, true, words.captions.past)}
        </section>
      ) : null}
      {folded.length > 0 ? (
        // Out of the search index: each of these trainings is found on its year's page.
        <details ref={pastList} className="group mt-8" data-pagefind-ignore>
          <summary className="flex min-h-11 cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-card bg-white px-5 py-3 text-brand-900 ring-1 ring-brand-700/30 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
            <h3 className="text-lg font-bold">{upcoming.length === 0 ? words.past.earlier : words.past.title}</h3>
            <span className="text-sm text-ink-muted">
              {fillText(words.past.count, {
                count: folded.length,
                trainings: trainingsWord(words, folded.length),
                inMonth,
              })}
            </span>
            <span className="ml-auto inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
              <span className="group-open:hidden">{words.past.show}</span>
              <span className="hidden group-open:inline">{words.past.hide}</span>
              <Svg node={ChevronDown} className="size-5 shrink-0 transition-transform group-open:rotate-180" />
            </span>
          </summary>
          {table(folded, true, words.captions.past)}
        </details>
      ) : null}
    </div>
  );
}
