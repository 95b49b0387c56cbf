import { ALL_MONTHS, MONTH_NAMES, filterByMonth, monthWindow, parseMonthText } from '@/lib/training-months';
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

describe('parseMonthText', () => {
  it('reads month and year', () => {
    expect(parseMonthText('March 2025')).toEqual({ year: 2025, month: 2 });
    expect(parseMonthText('  march   2025 ')).toEqual({ year: 2025, month: 2 });
    expect(parseMonthText('Sept 2025')).toEqual({ year: 2025, month: 8 });
  });
  it.each(['', 'TBC', '2025-03', 'Marchember 2025', 'March', '15 March 2025', 'Ma 2025'])(
    'returns null for %p',
    (text) => {
      expect(parseMonthText(text)).toBeNull();
    },
  );
  it('returns null for a value that is not text', () => {
    expect(parseMonthText(undefined)).toBeNull();
    expect(parseMonthText(42)).toBeNull();
  });
});

describe('filterByMonth', () => {
  const items = [
    { id: 1, date: 'January 2025' },
    { id: 2, date: 'March 2025' },
    { id: 3, date: 'March 2026' },
    { id: 4, date: 'not a date' },
    { id: 5, date: '' },
  ];

  it('lists everything, malformed dates included, under All', () => {
    expect(filterByMonth(items, ALL_MONTHS).map((i) => i.id)).toEqual([1, 2, 3, 4, 5]);
  });
  it('keeps only the chosen month of the chosen year', () => {
    expect(filterByMonth(items, '2025-03').map((i) => i.id)).toEqual([2]);
    expect(filterByMonth(items, '2026-03').map((i) => i.id)).toEqual([3]);
  });
  it('returns nothing for a month without trainings', () => {
    expect(filterByMonth(items, '2025-02')).toEqual([]);
  });
  it('finds one training per month in the 2025 calendar', () => {
    expect(filterByMonth(trainings, '2025-06').map((t) => t.title)).toEqual([
      'Strategic Environmental Assessment (SEA)',
    ]);
    expect(filterByMonth(trainings, '2025-12')).toEqual([]);
    expect(filterByMonth(trainings, ALL_MONTHS)).toHaveLength(11);
  });
});
