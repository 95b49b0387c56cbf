/**
 * The forms of the values content writes (days, hours, durations, slugs, description lengths): the
 * schema checks content with them and lib/ reads it with them. No imports: content/ never imports lib/.
 */

// ---------- Calendar days ----------

/** A calendar day, month 1-12. A day is a calendar day, never a moment: no time zone applies. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

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

/** What content writes for a course whose dates are not fixed yet. */
export const TO_BE_CONFIRMED = 'to-be-confirmed';

const isoDayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The parts of an ISO day the schema has checked ("2025-03-03"), read by position. */
export function dayOf(iso: string): CalendarDay {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) };
}

export function isoText(day: CalendarDay): string {
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

/** A strict ISO calendar day, "YYYY-MM-DD", that exists (no 30 February); null for anything else. */
export function parseIsoDay(text: unknown): CalendarDay | null {
  if (typeof text !== 'string' || !isoDayPattern.test(text)) return null;
  // A day that does not exist rolls over into another one ("2025-02-30" is 2 March).
  return isoText(addDays(dayOf(text), 0)) === text ? dayOf(text) : null;
}

/** What is wrong with a date an editor wrote; "2025-02-30" is a different mistake from "30/02/2025". */
export function isoDayProblem(text: unknown): string | undefined {
  if (typeof text !== 'string' || !isoDayPattern.test(text)) return 'is not a date (write YYYY-MM-DD)';
  if (parseIsoDay(text)) return undefined;
  const { year, month } = dayOf(text);
  if (month < 1 || month > 12) return `is not a day that exists: there is no month ${month} (write YYYY-MM-DD)`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `is not a day that exists: ${MONTH_NAMES[month - 1]} ${year} has ${days} days`;
}

// ---------- Hours and durations ----------

/** A wall-clock time of day in East Africa Time, 24-hour. */
export interface TimeOfDay {
  hour: number;
  minute: number;
}

export interface DailyHours {
  start: TimeOfDay;
  end: TimeOfDay;
}

const clockPattern = /^(\d{1,2}):(\d{2}) (AM|PM)$/;

function clock(text: string | undefined): TimeOfDay | null {
  const [, hour, minute, meridiem] = clockPattern.exec(text ?? '') ?? [];
  const [h, m] = [Number(hour), Number(minute)];
  if (!(h >= 1 && h <= 12 && m <= 59)) return null;
  return { hour: (h % 12) + (meridiem === 'PM' ? 12 : 0), minute: m };
}

/** Daily hours written "9:00 AM - 5:00 PM"; null when not in that form or not ending after they start. */
export function parseDailyHours(text: string): DailyHours | null {
  const [from, to, ...rest] = text.split(' - ');
  const start = clock(from);
  const end = clock(to);
  if (!start || !end || rest.length > 0) return null;
  return end.hour * 60 + end.minute > start.hour * 60 + start.minute ? { start, end } : null;
}

/** Longest event content may describe; anything longer is taken for a typo. */
export const maxEventDays = 31;

/** The days of a duration written "1 day" or "3 days", from 1 to `maxEventDays`; null otherwise. */
export function parseDayCount(text: string): number | null {
  const days = Number(/^(\d+) days?$/.exec(text)?.[1]);
  return days >= 1 && days <= maxEventDays ? days : null;
}

// ---------- Addresses ----------

/**
 * The working groups' `?twg=` value: the name lowercased, with every character that is not a-z or
 * 0-9 replaced by a hyphen, one for one. Hyphens are neither collapsed nor trimmed, so
 * "Biodiversity / Natural Sciences" becomes "biodiversity---natural-sciences"; published links
 * depend on it.
 */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

/**
 * The id of an item's heading, from its title: lowercase words joined by single hyphens ("Nairobi Air
 * Quality: Practitioners Urge…" -> "nairobi-air-quality-practitioners-urge"). It makes the item
 * linkable (/press-statements#nairobi-air-quality-…), and the site search lists each item with such a
 * heading as a result of its own.
 */
export function anchorId(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a value already has the form `anchorId` gives: lowercase letters and digits joined by single hyphens. */
export function isSlug(value: string): boolean {
  return value !== '' && anchorId(value) === value;
}

/** Longest address part (slug) content may write, and the longest query value worth looking up. */
export const maxSlugLength = 80;

// ---------- Descriptions ----------

/** What search engines show of a description without cutting it, and the least that says something. */
export const descriptionLength = { min: 50, max: 160 } as const;
