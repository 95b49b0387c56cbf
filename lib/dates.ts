/**
 * Every form of a date a visitor reads, from the ISO calendar days of content ("2025-03-03").
 * Independent of the machine's time zone: a day is a calendar day, never a moment.
 */
import type { CourseDates, DayRange } from '@/content/schema';
import {
  MONTH_NAMES,
  TO_BE_CONFIRMED,
  dayOf,
  daysBetween,
  parseIsoDay,
  type CalendarDay,
} from '@/content/schema/values';

const monthName = (day: CalendarDay) => MONTH_NAMES[day.month - 1]!;

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 22nd, 23rd, 31st. */
export function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}

/** "2024-12-12" -> "December 12, 2024": posts, press statements, bulletins, downloads, the AGM. */
export function formatLongDate(iso: string): string {
  const day = dayOf(iso);
  return `${monthName(day)} ${day.day}, ${day.year}`;
}

/** "2025-03-11" -> "March 2025": the training calendar and newsletter issues. */
export function formatMonthYear(iso: string): string {
  const day = dayOf(iso);
  return `${monthName(day)} ${day.year}`;
}

/** "2025-03-11" -> "2025-03". */
export function monthKey(iso: string): string {
  return iso.slice(0, 7);
}

/** "2024-12-20" -> "2024". */
export function yearOf(iso: string): string {
  return iso.slice(0, 4);
}

/** Items grouped by a key (a month, a year), the groups in the order of their first items. */
export function groupedBy<T>(items: readonly T[], keyOf: (item: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return [...groups];
}

/** "9:00 AM - 5:00 PM" as a visitor reads it, with a range's dash: "9:00 AM – 5:00 PM". */
export function formatHours(hours: string): string {
  return hours.split(' - ').join(' – ');
}

/** A range's days in the forms below, `dayText` writing a day of the month. */
function formatRange(range: DayRange, dayText: (day: CalendarDay) => string): string {
  const [first, last] = [dayOf(range.start), dayOf(range.end ?? range.start)];
  const lastText = `${dayText(last)} ${monthName(last)} ${last.year}`;
  if ((range.end ?? range.start) === range.start) return lastText;
  if (first.year !== last.year) return `${dayText(first)} ${monthName(first)} ${first.year} – ${lastText}`;
  if (first.month !== last.month) return `${dayText(first)} ${monthName(first)} – ${lastText}`;
  return `${dayText(first)} – ${lastText}`;
}

/**
 * The days of a training, a short course or an event: "3rd – 7th March 2025", "28th February – 2nd
 * March 2025", "30th December 2024 – 3rd January 2025", or "3rd March 2025" for one day.
 */
export function formatDayRange(range: DayRange): string {
  return formatRange(range, (day) => ordinal(day.day));
}

/** The conference's days: "10 – 12 September 2025". */
export function formatPlainRange(range: DayRange): string {
  return formatRange(range, (day) => String(day.day));
}

/** The text a course card shows under its name. */
export function courseDateText(dates: CourseDates): string {
  return dates === TO_BE_CONFIRMED ? 'Dates to be confirmed upon registration' : `Scheduled: ${formatDayRange(dates)}`;
}

/** Whether an item dated `date` is still news on `today`: no more than `recentDays` old. */
export function isRecent(date: string, today: string, recentDays: number): boolean {
  const [from, to] = [parseIsoDay(date), parseIsoDay(today)];
  return from !== null && to !== null && daysBetween(from, to) <= recentDays;
}
