/**
 * The training calendar's month filter. The window (previous, current and next month) is computed
 * in the browser from today's date; a training belongs to the month of its `startDate`.
 */
import { addDays, isoText } from '@/content/schema/values';
import { formatMonthYear, monthKey } from './dates';

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
  // Day arithmetic normalises overflow: month -1 is December of the year before, 12 is January of the next.
  const first = addDays({ year, month: month + 1, day: 1 }, 0);
  const iso = isoText(first);
  return { key: monthKey(iso), label: formatMonthYear(iso), year: first.year, month: first.month - 1 };
}

/** Previous, current and next month of `today` in the visitor's local time. */
export function monthWindow(today: Date): MonthOption[] {
  const year = today.getFullYear();
  const month = today.getMonth();
  return [monthOption(year, month - 1), monthOption(year, month), monthOption(year, month + 1)];
}

/** The items of one month ("YYYY-MM"), or all of them for "all". */
export function filterByMonth<T extends { startDate: string }>(items: readonly T[], key: string): T[] {
  if (key === ALL_MONTHS) return [...items];
  return items.filter((item) => monthKey(item.startDate) === key);
}
