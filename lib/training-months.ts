/**
 * The training calendar's month filter. The window (previous, current and next month) is computed
 * in the browser from today's date; a training matches a month when its `date` text names it.
 */

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

export interface MonthOption {
  /** "YYYY-MM", e.g. "2025-03". */
  key: string;
  /** "March 2025". */
  label: string;
  year: number;
  /** 0-11. */
  month: number;
}

export const ALL_MONTHS = 'all';

export function monthOption(year: number, month: number): MonthOption {
  // Normalise overflow (month -1 is December of the year before, 12 is January of the next).
  const normalised = new Date(Date.UTC(year, month, 1));
  const y = normalised.getUTCFullYear();
  const m = normalised.getUTCMonth();
  return { key: `${y}-${String(m + 1).padStart(2, '0')}`, label: `${MONTH_NAMES[m]} ${y}`, year: y, month: m };
}

/** Previous, current and next month of `today` in the visitor's local time. */
export function monthWindow(today: Date): MonthOption[] {
  const year = today.getFullYear();
  const month = today.getMonth();
  return [monthOption(year, month - 1), monthOption(year, month), monthOption(year, month + 1)];
}

/** Reads "March 2025" (any case, extra spaces, "Mar 2025") into a month; anything else is null. */
export function parseMonthText(text: unknown): { year: number; month: number } | null {
  if (typeof text !== 'string') return null;
  const match = /^\s*([a-z]+)\.?\s+(\d{4})\s*$/i.exec(text);
  if (!match) return null;
  const word = match[1]!.toLowerCase();
  const month = MONTH_NAMES.findIndex(
    (name) => name.toLowerCase() === word || (word.length >= 3 && name.toLowerCase().startsWith(word)),
  );
  if (month < 0) return null;
  return { year: Number(match[2]), month };
}

/**
 * The items of one month, or all of them for "all". An item whose date cannot be read is listed
 * under All only, so a typo in content never hides or breaks the page.
 */
export function filterByMonth<T extends { date: string }>(items: readonly T[], monthKey: string): T[] {
  if (monthKey === ALL_MONTHS) return [...items];
  return items.filter((item) => {
    const parsed = parseMonthText(item.date);
    return parsed !== null && monthOption(parsed.year, parsed.month).key === monthKey;
  });
}
