/**
 * Which trainings the calendar (/trainings/calendar) carries: every training not over by 1 January of
 * the year before the build year, so it holds one to two years of past trainings however long the list
 * grows. Every year in which a training was held has its page, /trainings/calendar/{year}.
 */
import type { ScheduledTraining } from '@/content/schema';
import { yearOf } from './dates';
import { anchorId } from './slug';
import { isOver } from './today';

type Dated = Pick<ScheduledTraining, 'startDate' | 'span'>;

export const calendarPagePath = '/trainings/calendar';

/** 1 January of the year before `buildDay`'s. */
export function calendarWindowStart(buildDay: string): string {
  return `${Number(yearOf(buildDay)) - 1}-01-01`;
}

/** Whether `training` is not over by the window's first day. */
export function inCalendarWindow(training: Dated, buildDay: string): boolean {
  return !isOver(training.span.end, calendarWindowStart(buildDay));
}

export function calendarTrainings<T extends Dated>(trainings: readonly T[], buildDay: string): T[] {
  return trainings.filter((training) => inCalendarWindow(training, buildDay));
}

/** Whether the training's last day has passed by `buildDay`. */
export function heldBy(training: Dated, buildDay: string): boolean {
  return isOver(training.span.end, buildDay);
}

/** The year of the training's first day. */
export function trainingYear(training: Pick<Dated, 'startDate'>): string {
  return yearOf(training.startDate);
}

export function trainingYearHref(year: string): string {
  return `${calendarPagePath}/${year}`;
}

/** The years with a training held by `buildDay`, the latest first. */
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
 * The pages of the year route on `buildDay`. A static export needs at least one page per route, so
 * while no training has been held, the build year has an unlisted page that says so.
 */
export function trainingYearPages(
  trainings: readonly Dated[],
  buildDay: string,
): { year: string; path: string; listed: boolean }[] {
  const years = trainingYears(trainings, buildDay);
  if (years.length === 0) return [{ year: yearOf(buildDay), path: trainingYearHref(yearOf(buildDay)), listed: false }];
  return years.map((year) => ({ year, path: trainingYearHref(year), listed: true }));
}

/** The row that shows `training` on `buildDay`: on the calendar, or on its year's page. */
export function trainingHref(training: Dated & { title: string }, buildDay: string): string {
  const page = inCalendarWindow(training, buildDay) ? calendarPagePath : trainingYearHref(trainingYear(training));
  return `${page}#${anchorId(training.title)}`;
}
