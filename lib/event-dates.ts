/**
 * Reads the exact dates of trainings, short courses and the AGM from content, for calendar files.
 * Pure and total: unreadable input gives `{ ok: false, reason }` instead of throwing, so one bad
 * entry costs only its own calendar file and the build can name it.
 */

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: string };

/** A calendar day, month 1-12. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

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
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return fail(`the date ${quote(text)} is not in the form YYYY-MM-DD`);
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) {
    return fail(`the date ${quote(text)} does not exist`);
  }
  return ok({ year, month, day });
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

export function formatIsoDay(day: CalendarDay): string {
  return `${day.year}-${String(day.month).padStart(2, '0')}-${String(day.day).padStart(2, '0')}`;
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

/** A short course's days from its optional `startDate` and `endDate`; a course without them has no fixed dates. */
export function courseSpan(course: { startDate?: unknown; endDate?: unknown; date?: unknown }): Parsed<DaySpan> {
  if (course.startDate === undefined && course.endDate === undefined) {
    const shown = typeof course.date === 'string' ? ` (shown as "${course.date}")` : '';
    return fail(`it has no fixed dates${shown}`);
  }
  const first = parseIsoDate(course.startDate);
  if (!first.ok) return fail(`start date: ${first.reason}`);
  // A course given only a start date is taken to last that one day.
  const last = course.endDate === undefined ? first : parseIsoDate(course.endDate);
  if (!last.ok) return fail(`end date: ${last.reason}`);
  const length = daysBetween(first.value, last.value) + 1;
  if (length < 1)
    return fail(`the end date ${quote(course.endDate)} is before the start date ${quote(course.startDate)}`);
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

const monthNames = [
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
];

function ordinal(day: number): string {
  const tens = day % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** Days as the site writes them: "15th April 2025", "3rd - 7th March 2025", "30th April - 2nd May 2025". */
export function formatDaySpan({ first, last }: DaySpan): string {
  const lastText = `${ordinal(last.day)} ${monthNames[last.month - 1]} ${last.year}`;
  if (daysBetween(first, last) === 0) return lastText;
  if (first.year !== last.year)
    return `${ordinal(first.day)} ${monthNames[first.month - 1]} ${first.year} - ${lastText}`;
  if (first.month !== last.month) return `${ordinal(first.day)} ${monthNames[first.month - 1]} - ${lastText}`;
  return `${ordinal(first.day)} - ${lastText}`;
}
