/** The training calendar's month filter: the previous, current and next month of the browser's day. */
import { addDays, isoText } from '@/content/schema/values';
import { formatMonthYear, monthKey } from './dates';

export interface MonthOption {
  /** "2025-03". */
  key: string;
  /** "March 2025". */
  label: string;
  year: number;
  /** 0-11. */
  month: number;
}

export const ALL_MONTHS = 'all';

export function monthOption(year: number, month: number): MonthOption {
  // Month -1 is December of the year before, 12 is January of the next.
  const first = addDays({ year, month: month + 1, day: 1 }, 0);
  const iso = isoText(first);
  return { key: monthKey(iso), label: formatMonthYear(iso), year: first.year, month: first.month - 1 };
}

export function monthWindow(today: Date): MonthOption[] {
  const year = today.getFullYear();
  const month = today.getMonth();
  return [monthOption(year, month - 1), monthOption(year, month), monthOption(year, month + 1)];
}

/** The items starting in one month ("YYYY-MM"), or all of them. */
export function filterByMonth<T extends { startDate: string }>(items: readonly T[], key: string): T[] {
  if (key === ALL_MONTHS) return [...items];
  return items.filter((item) => monthKey(item.startDate) === key);
}
