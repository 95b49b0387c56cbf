/**
 * Every date of the site. Content holds each date once, as an ISO calendar day ("2025-03-03"); every
 * text a page shows, every filter, calendar file, sitemap and structured-data date is derived here.
 * Pure and independent of the machine's time zone: a day is a calendar day, never a moment.
 */
import type { CourseDates, DayRange } from '../content/schema';

export type { CourseDates, DayRange };

export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** A calendar day, month 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** What content writes for a course whose dates are not fixed yet. */
export const TO_BE_CONFIRMED = 'to-be-confirmed';

const isoDayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A strict ISO calendar day, "YYYY-MM-DD", that exists (no 30 February); null for anything else. */
export function parseIsoDay(text: unknown): CalendarDay | null {
  if (typeof text !== 'string') return null;
  const match = isoDayPattern.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

/**
 * What is wrong with a date an editor wrote, in words they can act on; undefined when it is a real
 * day. "2025-02-30" is written right but names no day, which is a different mistake from "30/02/2025".
 */
export function isoDayProblem(text: unknown): string | undefined {
  if (typeof text !== 'string' || !isoDayPattern.test(text)) return 'is not a date (write YYYY-MM-DD)';
  if (parseIsoDay(text)) return undefined;
  const [year, month] = text.split('-').map(Number) as [number, number];
  if (month < 1 || month > 12) return `is not a day that exists: there is no month ${month} (write YYYY-MM-DD)`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const name = new Date(Date.UTC(year, month - 1, 1)).toLocaleDateString('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return `is not a day that exists: ${name} has ${days} days`;
}

export function isIsoDay(text: unknown): text is string {
  return parseIsoDay(text) !== null;
}

/** The day of an ISO text; throws for anything else (content is validated before it gets here). */
export function isoDay(text: string): CalendarDay {
  const day = parseIsoDay(text);
  if (!day) throw new Error(`"${text}" is not a date (write YYYY-MM-DD)`);
  return day;
}

export function formatIsoDay(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
}

/** The day `offset` days after `day` (across months and years). */
export function addDays(day: CalendarDay, offset: number): CalendarDay {
  const date = new Date(Date.UTC(day.year, day.month - 1, day.day + offset));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** Whole days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  const ms = Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day);
  return Math.round(ms / 86_400_000);
}

/** Negative, zero or positive as ISO day `a` is before, on or after `b` (ISO days sort as text). */
export function compareIsoDays(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const monthName = (day: CalendarDay) => MONTH_NAMES[day.month - 1]!;

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 23rd, 31st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** "2024-12-12" -> "December 12, 2024": posts, press statements, bulletins, downloads, the AGM. */
export function formatLongDate(iso: string): string {
  const day = isoDay(iso);
  return `${monthName(day)} ${day.day}, ${day.year}`;
}

/** "2025-03-11" -> "March 2025": the training calendar and newsletter issues. */
export function formatMonthYear(iso: string): string {
  const day = isoDay(iso);
  return `${monthName(day)} ${day.year}`;
}

/** "2025-03-11" -> "2025-03", the key of the training calendar's month filter. */
export function monthKey(iso: string): string {
  return iso.slice(0, 7);
}

/** "2024-12-20" -> "2024", the bulletins' year filter. */
export function yearOf(iso: string): string {
  return String(isoDay(iso).year);
}

function rangeEnds(range: DayRange): { first: CalendarDay; last: CalendarDay } {
  const first = isoDay(range.start);
  return { first, last: range.end === undefined ? first : isoDay(range.end) };
}

/**
 * A short course's days: "3rd – 7th March 2025", "28th February – 2nd March 2025",
 * "30th December 2024 – 3rd January 2025", or "3rd March 2025" for one day.
 */
export function formatCourseRange(range: DayRange): string {
  const { first, last } = rangeEnds(range);
  const lastText = `${ordinal(last.day)} ${monthName(last)} ${last.year}`;
  if (daysBetween(first, last) === 0) return lastText;
  if (first.year !== last.year) return `${ordinal(first.day)} ${monthName(first)} ${first.year} – ${lastText}`;
  if (first.month !== last.month) return `${ordinal(first.day)} ${monthName(first)} – ${lastText}`;
  return `${ordinal(first.day)} – ${lastText}`;
}

/** The conference's days: "10 – 12 September 2025" (same forms across months and years as above). */
export function formatPlainRange(range: DayRange): string {
  const { first, last } = rangeEnds(range);
  const lastText = `${last.day} ${monthName(last)} ${last.year}`;
  if (daysBetween(first, last) === 0) return lastText;
  if (first.year !== last.year) return `${first.day} ${monthName(first)} ${first.year} – ${lastText}`;
  if (first.month !== last.month) return `${first.day} ${monthName(first)} – ${lastText}`;
  return `${first.day} – ${lastText}`;
}

/** The range of a course, or null while its dates are to be confirmed. */
export function courseRange(dates: CourseDates): DayRange | null {
  return dates === TO_BE_CONFIRMED ? null : dates;
}

/** The text a course card shows under its name. */
export function courseDateText(dates: CourseDates): string {
  const range = courseRange(dates);
  return range ? `Scheduled: ${formatCourseRange(range)}` : 'Dates to be confirmed upon registration';
}

/** The last day of `days` consecutive days from `start`, as ISO. */
export function lastDayIso(start: string, days: number): string {
  return formatIsoDay(addDays(isoDay(start), days - 1));
}
