import { MONTH_NAMES } from '@/content/schema/values';
import { ALL_MONTHS, filterByMonth, monthWindow } from '@/lib/training-months';
import { formatMonthYear } from '@/lib/dates';
import { trainings } from '@/content/trainings';

describe('monthWindow', () => {
  it.each(MONTH_NAMES.map((name, month) => [name, month]))(
    'around %s 2025 gives previous, current and next month',
    (_, month) => {
      const labels = monthWindow(new Date(2025, month, 15, 12)).map((option) => option.label);
      const name = (m: number) => MONTH_NAMES[(m + 12) % 12];
      const prevYear = month === 0 ? 2024 : 2025;
      const nextYear = month === 11 ? 2026 : 2025;
      expect(labels).toEqual([
        `${name(month - 1)} ${prevYear}`,
        `${name(month)} 2025`,
        `${name(month + 1)} ${nextYear}`,
      ]);
    },
  );

  it('wraps the year in January: December of the year before', () => {
    expect(monthWindow(new Date(2026, 0, 1)).map((o) => o.label)).toEqual([
      'December 2025',
      'January 2026',
      'February 2026',
    ]);
    expect(monthWindow(new Date(2026, 0, 1))[0]!.key).toBe('2025-12');
  });

  it('wraps the year in December: January of the next year', () => {
    expect(monthWindow(new Date(2025, 11, 31, 23, 59)).map((o) => o.label)).toEqual([
      'November 2025',
      'December 2025',
      'January 2026',
    ]);
    expect(monthWindow(new Date(2025, 11, 31))[2]!.key).toBe('2026-01');
  });

  it('handles the last day of a long month (no skipped month)', () => {
    expect(monthWindow(new Date(2025, 2, 31)).map((o) => o.label)).toEqual([
      'February 2025',
      'March 2025',
      'April 2025',
    ]);
  });
});

describe('filterByMonth', () => {
  const items = [
    { id: 1, startDate: '2025-01-21' },
    { id: 2, startDate: '2025-03-01' },
    { id: 3, startDate: '2026-03-31' },
    { id: 4, startDate: '2025-03-31' },
  ];

  it('lists everything under All', () => {
    expect(filterByMonth(items, ALL_MONTHS).map((i) => i.id)).toEqual([1, 2, 3, 4]);
  });
  it('keeps only the chosen month of the chosen year, first to last day', () => {
    expect(filterByMonth(items, '2025-03').map((i) => i.id)).toEqual([2, 4]);
    expect(filterByMonth(items, '2026-03').map((i) => i.id)).toEqual([3]);
  });
  it('returns nothing for a month without trainings', () => {
    expect(filterByMonth(items, '2025-02')).toEqual([]);
  });
  it('puts every training of the calendar under the month the page shows for it', () => {
    for (const training of trainings) {
      const [year, month] = training.startDate.split('-');
      const inMonth = filterByMonth(trainings, `${year}-${month}`);
      expect(inMonth).toContain(training);
      expect(new Set(inMonth.map((t) => formatMonthYear(t.startDate)))).toEqual(
        new Set([formatMonthYear(training.startDate)]),
      );
    }
    expect(filterByMonth(trainings, ALL_MONTHS)).toEqual(trainings);
  });
});
