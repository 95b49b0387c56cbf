import {
  TO_BE_CONFIRMED,
  addDays,
  daysBetween,
  formatCourseRange,
  formatIsoDay,
  parseIsoDay,
  type CalendarDay,
} from './dates';

export { addDays, daysBetween, formatIsoDay, type CalendarDay };

/**
 * The days and hours of trainings, short courses and the AGM, for calendar files. Dates are read by
 * lib/dates.ts; this adds the durations ("2 days") and daily hours ("9:00 AM - 5:00 PM").
 * Pure and total: unreadable input gives `{ ok: false, reason }` instead of throwing, so one bad
 * entry costs only its own calendar file and the build can name it.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A wall-clock time of day in East Africa Time. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

/** Consecutive days, both ends included. */
export interface DaySpan {
  first: CalendarDay;
  last: CalendarDay;
  days: number;
}

/** A training: the same daily hours on each of its consecutive days. */
export interface TrainingSchedule extends DaySpan {
  start: TimeOfDay;
  end: TimeOfDay;
}

/** Longest event the content may describe; anything longer is taken for a typo. */
const maxDays = 31;

const ok = <T>(value: T): Parsed<T> => ({ ok: true, value });
const fail = (reason: string): Parsed<never> => ({ ok: false, reason });

const quote = (value: unknown) => (typeof value === 'string' ? `"${value}"` : String(value));

/** A strict ISO calendar date, "YYYY-MM-DD", that exists (no 30 February). */
export function parseIsoDate(text: unknown): Parsed<CalendarDay> {
  if (typeof text !== 'string') return fail(`the date is missing (${quote(text)})`);
  const day = parseIsoDay(text);
  return day ? ok(day) : fail(`the date ${quote(text)} is not a date (write YYYY-MM-DD)`);
}

const numberWords: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7 };

/** A duration text such as "1 day", "2 days" or "three days", in whole days. */
export function parseDurationDays(text: unknown): Parsed<number> {
  if (typeof text !== 'string') return fail(`the duration is missing (${quote(text)})`);
  const match = /^(\d+|[a-z]+)\s*days?$/i.exec(text.trim());
  const raw = match?.[1]?.toLowerCase();
  const days = raw === undefined ? Number.NaN : /^\d+$/.test(raw) ? Number(raw) : (numberWords[raw] ?? Number.NaN);
  if (!Number.isInteger(days)) return fail(`the duration ${quote(text)} is not a number of days such as "2 days"`);
  if (days < 1 || days > maxDays) return fail(`the duration ${quote(text)} is not between 1 and ${maxDays} days`);
  return ok(days);
}

function parseClock(hourText: string, minuteText: string, meridiem: string): TimeOfDay | null {
  const hour = Number(hourText);
  const minute = Number(minuteText);
  if (hour < 1 || hour > 12 || minute > 59) return null;
  const pm = meridiem.toUpperCase() === 'PM';
  return { hour: (hour % 12) + (pm ? 12 : 0), minute };
}

/** Daily hours such as "9:00 AM - 5:00 PM" (any dash), in 24-hour time. */
export function parseTimeRange(text: unknown): Parsed<{ start: TimeOfDay; end: TimeOfDay }> {
  if (typeof text !== 'string') return fail(`the time is missing (${quote(text)})`);
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)\s*[-–—]\s*(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(text.trim());
  const start = match && parseClock(match[1]!, match[2]!, match[3]!);
  const end = match && parseClock(match[4]!, match[5]!, match[6]!);
  if (!start || !end) return fail(`the time ${quote(text)} is not in the form "9:00 AM - 5:00 PM"`);
  if (end.hour * 60 + end.minute <= start.hour * 60 + start.minute) {
    return fail(`the time ${quote(text)} ends before it starts`);
  }
  return ok({ start, end });
}

/** A training's days and hours from its `startDate`, `duration` ("2 days") and `time` texts. */
export function trainingSchedule(training: {
  startDate?: unknown;
  duration?: unknown;
  time?: unknown;
}): Parsed<TrainingSchedule> {
  const first = parseIsoDate(training.startDate);
  if (!first.ok) return fail(`start date: ${first.reason}`);
  const days = parseDurationDays(training.duration);
  if (!days.ok) return fail(`duration: ${days.reason}`);
  const hours = parseTimeRange(training.time);
  if (!hours.ok) return fail(`time: ${hours.reason}`);
  return ok({ first: first.value, last: addDays(first.value, days.value - 1), days: days.value, ...hours.value });
}

/** A short course's days from its `dates`; a course 'to-be-confirmed' has no fixed dates. */
export function courseSpan(course: { dates?: unknown }): Parsed<DaySpan> {
  const dates = course.dates;
  if (dates === TO_BE_CONFIRMED) return fail('its dates are not fixed yet (to-be-confirmed)');
  if (typeof dates !== 'object' || dates === null) return fail(`its dates are missing (${quote(dates)})`);
  const { start, end } = dates as { start?: unknown; end?: unknown };
  const first = parseIsoDate(start);
  if (!first.ok) return fail(`start date: ${first.reason}`);
  // A course given only a start date is taken to last that one day.
  const last = end === undefined ? first : parseIsoDate(end);
  if (!last.ok) return fail(`end date: ${last.reason}`);
  const length = daysBetween(first.value, last.value) + 1;
  if (length < 1) return fail(`the end date ${quote(end)} is before the start date ${quote(start)}`);
  if (length > maxDays) return fail(`it lasts ${length} days, more than ${maxDays}`);
  return ok({ first: first.value, last: last.value, days: length });
}

/** A single-day event such as the AGM, from its ISO date. */
export function singleDay(isoDate: unknown): Parsed<DaySpan> {
  const day = parseIsoDate(isoDate);
  if (!day.ok) return day;
  return ok({ first: day.value, last: day.value, days: 1 });
}

/** The last day of a span as "YYYY-MM-DD", or null when the dates cannot be read or are not fixed. */
export function lastDayOf(span: Parsed<DaySpan>): string | null {
  return span.ok ? formatIsoDay(span.value.last) : null;
}

/** A training's days as its row shows them: "18th November 2025", "3rd – 5th March 2025". */
export function trainingDaysText(training: { startDate: string; duration?: unknown; time?: unknown }): string {
  return formatCourseRange({ start: training.startDate, end: lastDayOf(trainingSchedule(training)) ?? undefined });
}
