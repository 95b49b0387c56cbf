/**
 * Which trainings the calendar (/trainings/calendar) carries, and the pages by year that keep the
 * others. The window: every training not over by 1 January of the year before the build year, so
 * the calendar holds what is to come and one to two years of past trainings however long the list
 * grows; the browser decides again, with its own clock, which of those are past. Every year in which
 * a training was held has its page, /trainings/calendar/{year}, so each training always has a page.
 */
import type { ScheduledTraining } from '@/content/schema';
import { yearOf } from './dates';
import { anchorId } from './slug';
import { isOver } from './today';

type Dated = Pick<ScheduledTraining, 'startDate' | 'span'>;

/** The training calendar's address. */
export const calendarPagePath = '/trainings/calendar';

/** The first day of the window on `buildDay`: 1 January of the year before, "YYYY-MM-DD". */
export function calendarWindowStart(buildDay: string): string {
  return `${Number(yearOf(buildDay)) - 1}-01-01`;
}

/** Whether the calendar carries `training` on `buildDay`: it is not over by the window's first day. */
export function inCalendarWindow(training: Dated, buildDay: string): boolean {
  return !isOver(training.span.end, calendarWindowStart(buildDay));
}

/** The trainings the calendar carries on `buildDay`, in content order. */
export function calendarTrainings<T extends Dated>(trainings: readonly T[], buildDay: string): T[] {
  return trainings.filter((training) => inCalendarWindow(training, buildDay));
}

/** Whether `training` has been held by `buildDay` (its last day has passed). */
export function heldBy(training: Dated, buildDay: string): boolean {
  return isOver(training.span.end, buildDay);
}

/** "2025": the year a training belongs to, that of its first day. */
export function trainingYear(training: Pick<Dated, 'startDate'>): string {
  return yearOf(training.startDate);
}

/** A year's page of held trainings, /trainings/calendar/2025. */
export function trainingYearHref(year: string): string {
  return `${calendarPagePath}/${year}`;
}

/** The years with a training held by `buildDay`, the latest first: one page each. */
export function trainingYears(trainings: readonly Dated[], buildDay: string): string[] {
  const years = new Set(trainings.filter((training) => heldBy(training, buildDay)).map(trainingYear));
  return [...years].sort((a, b) => b.localeCompare(a));
}

/** The trainings held in `year` by `buildDay`, the latest first. */
export function trainingsHeldIn<T extends Dated>(trainings: readonly T[], year: string, buildDay: string): T[] {
  return trainings
    .filter((training) => trainingYear(training) === year && heldBy(training, buildDay))
    .sort((a, b) => b.span.end.localeCompare(a.span.end) || b.startDate.localeCompare(a.startDate));
}

/**
 * The pages of the year route on `buildDay`. Every year with a held training is listed (sitemap,
 * benchmark, tours). A static export needs at least one page per route, so while no training has
 * been held yet, the build year alone has a page that says so and is left out of every list.
 */
export function trainingYearPages(
  trainings: readonly Dated[],
  buildDay: string,
): { year: string; path: string; listed: boolean }[] {
  const years = trainingYears(trainings, buildDay);
  if (years.length === 0) return [{ year: yearOf(buildDay), path: trainingYearHref(yearOf(buildDay)), listed: false }];
  return years.map((year) => ({ year, path: trainingYearHref(year), listed: true }));
}

/** The page that shows `training` on `buildDay`, at its row: the calendar, or its year's page. */
export function trainingHref(training: Dated & { title: string }, buildDay: string): string {
  const page = inCalendarWindow(training, buildDay) ? calendarPagePath : trainingYearHref(trainingYear(training));
  return `${page}#${anchorId(training.title)}`;
}
