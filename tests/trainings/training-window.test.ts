/**
 * @jest-environment node
 */
import type { ScheduledTraining } from '@/content/schema';
import { addDays, dayOf, isoText } from '@/content/schema/values';
import { yearOf } from '@/lib/dates';
import { pastEvents, siteEvents, upcomingEvents } from '@/lib/events';
import { allRoutes, unlistedRoutes } from '@/lib/routes';
import { buildDay } from '@/lib/build-date';
import { anchorId } from '@/lib/slug';
import {
  calendarTrainings,
  calendarWindowStart,
  heldBy,
  inCalendarWindow,
  trainingHref,
  trainingYearHref,
  trainingYearPages,
  trainingYears,
  trainingsHeldIn,
} from '@/lib/training-window';
import { trainings } from '@/lib/trainings';
import { trainings as written } from '@/content/trainings';
import { sampleTraining } from '../support/sample-trainings';

const base = written.at(-1)!;
const lastDay = (training: ScheduledTraining) => training.span.end;

/** `count` copies of the last training, a month apart, going back from `from`, as an editor would add them. */
function history(count: number, from: string): ScheduledTraining[] {
  return Array.from({ length: count }, (_, index) =>
    sampleTraining({
      ...base,
      id: 1000 + index,
      title: `${base.title} (${index})`,
      startDate: isoText(addDays(dayOf(from), -30 * index)),
    }),
  );
}

describe('the training calendar’s window', () => {
  it('starts on 1 January of the year before the build year', () => {
    expect(calendarWindowStart('2026-11-26')).toBe('2025-01-01');
    expect(calendarWindowStart('2026-01-01')).toBe('2025-01-01');
    expect(calendarWindowStart('2025-12-31')).toBe('2024-01-01');
  });

  it('keeps every training to come and those not over by the window’s first day', () => {
    const day = '2026-03-10';
    const list = history(40, '2026-12-01');
    for (const training of list) {
      const expected = lastDay(training) >= calendarWindowStart(day);
      expect(inCalendarWindow(training, day)).toBe(expected);
      if (!heldBy(training, day)) expect(inCalendarWindow(training, day)).toBe(true);
    }
  });

  it('keeps a training that ends on the window’s first day, and none that ended the day before', () => {
    const day = '2026-06-01';
    expect(inCalendarWindow(sampleTraining({ startDate: '2024-12-31', duration: '2 days' }), day)).toBe(true);
    expect(inCalendarWindow(sampleTraining({ startDate: '2024-12-31', duration: '1 day' }), day)).toBe(false);
  });

  it('holds every training of today’s content on today’s build', () => {
    // The content's trainings are recent: the calendar still shows each of them.
    const day = buildDay();
    const recent = trainings.filter((training) => lastDay(training) >= calendarWindowStart(day));
    expect(calendarTrainings(trainings, day)).toEqual(recent);
  });
});

describe('ten years of trainings', () => {
  const day = '2026-11-26';
  const list = [...history(110, '2027-02-16'), ...trainings];

  it('leaves the calendar bounded: what is to come and at most two years of past trainings', () => {
    const shown = calendarTrainings(list, day);
    const toCome = list.filter((training) => !heldBy(training, day));
    const sinceWindow = list.filter(
      (training) => heldBy(training, day) && lastDay(training) >= calendarWindowStart(day),
    );
    expect(shown).toHaveLength(toCome.length + sinceWindow.length);
    expect(shown.length).toBeLessThan(list.length / 2);
    // Twice the history behind it leaves the calendar as it is: its size does not follow the content's.
    const longer = [...history(220, '2027-02-16'), ...trainings];
    expect(calendarTrainings(longer, day)).toHaveLength(shown.length);
    expect(shown.every((training) => lastDay(training) >= '2025-01-01')).toBe(true);
  });

  it('gives each year with a training held a page that lists that year’s held trainings, the latest first', () => {
    const years = trainingYears(list, day);
    const expected = [...new Set(list.filter((t) => heldBy(t, day)).map((t) => yearOf(t.startDate)))].sort().reverse();
    expect(years).toEqual(expected);
    for (const year of years) {
      const held = trainingsHeldIn(list, year, day);
      expect(held.length).toBeGreaterThan(0);
      expect(held.every((training) => yearOf(training.startDate) === year && heldBy(training, day))).toBe(true);
      const ends = held.map(lastDay);
      expect(ends).toEqual([...ends].sort().reverse());
    }
    expect(trainingYearPages(list, day)).toEqual(
      years.map((year) => ({ year, path: `/trainings/calendar/${year}`, listed: true })),
    );
  });

  it('shows every training on the calendar or on its year’s page, and links to the page that shows it', () => {
    for (const training of list) {
      const onCalendar = calendarTrainings(list, day).includes(training);
      const onYear = trainingsHeldIn(list, yearOf(training.startDate), day).includes(training);
      expect(onCalendar || onYear).toBe(true);
      const page = onCalendar ? '/trainings/calendar' : trainingYearHref(yearOf(training.startDate));
      expect(trainingHref(training, day)).toBe(`${page}#${anchorId(training.title)}`);
    }
  });

  it('keeps the events calendar’s past list to the same window, its trainings linking to their pages', () => {
    const events = siteEvents({
      trainings: list,
      courses: [],
      agms: [],
      conference: {
        title: 'Conference',
        days: { start: '2026-12-01', end: '2026-12-03' },
        venue: 'Nairobi',
        href: 'https://example.org',
      },
      day,
    });
    const past = pastEvents(events, day, calendarWindowStart(day));
    expect(past.every((event) => event.last >= calendarWindowStart(day))).toBe(true);
    expect(past.length).toBe(calendarTrainings(list, day).filter((training) => heldBy(training, day)).length);
    expect(upcomingEvents(events, day).length).toBeGreaterThan(0);
    const old = events.find((event) => event.last < calendarWindowStart(day))!;
    expect(old.href).toMatch(new RegExp(`^/trainings/calendar/${yearOf(old.first)}#`));
  });
});

describe('the years’ pages in the route list', () => {
  it('lists a page for each year with a training held, and nothing else of the route', () => {
    const day = buildDay();
    const listed = allRoutes()
      .map((route) => route.path)
      .filter((path) => /^\/trainings\/calendar\/\d{4}$/.test(path));
    expect(listed).toEqual(trainingYears(trainings, day).map(trainingYearHref));
  });

  it('while no training has been held, keeps the route’s one page out of every list', () => {
    const early = '2000-01-01';
    expect(trainingYears(trainings, early)).toEqual([]);
    expect(trainingYearPages(trainings, early)).toEqual([
      { year: '2000', path: '/trainings/calendar/2000', listed: false },
    ]);
    // Today's build: the unlisted page exists only when no year is listed.
    const unlisted = unlistedRoutes.filter((path) => path.startsWith('/trainings/calendar/'));
    expect(unlisted.length).toBe(trainingYears(trainings, buildDay()).length === 0 ? 1 : 0);
  });
});
