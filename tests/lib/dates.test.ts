import {
  compareIsoDays,
  courseDateText,
  formatCourseRange,
  formatLongDate,
  formatMonthYear,
  formatPlainRange,
  isIsoDay,
  lastDayIso,
  monthKey,
  ordinal,
  parseIsoDay,
  yearOf,
} from '@/lib/dates';

describe('parseIsoDay', () => {
  it('reads a calendar day', () => {
    expect(parseIsoDay('2025-03-03')).toEqual({ year: 2025, month: 3, day: 3 });
    expect(parseIsoDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it.each(['2025-13-05', '2025-02-29', '2025-04-31', '2025-3-3', '03-03-2025', 'March 3, 2025', ' 2025-03-03', ''])(
    'refuses %p',
    (text) => {
      expect(parseIsoDay(text)).toBeNull();
      expect(isIsoDay(text)).toBe(false);
    },
  );
  it('refuses what is not text', () => {
    expect(parseIsoDay(undefined)).toBeNull();
    expect(parseIsoDay(20250303)).toBeNull();
  });
});

describe('the texts pages show', () => {
  it('writes a long date as the media lists show it', () => {
    expect(formatLongDate('2024-12-12')).toBe('December 12, 2024');
    expect(formatLongDate('2024-09-05')).toBe('September 5, 2024');
    expect(formatLongDate('2025-03-15')).toBe('March 15, 2025');
  });
  it('writes the month of a day', () => {
    expect(formatMonthYear('2025-03-11')).toBe('March 2025');
    expect(formatMonthYear('2024-12-01')).toBe('December 2024');
  });
  it('throws on a day that is not ISO (content is checked before pages render)', () => {
    expect(() => formatLongDate('December 12, 2024')).toThrow('"December 12, 2024" is not a date (write YYYY-MM-DD)');
  });
  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [30, '30th'],
    [31, '31st'],
  ])('ordinal %p is %p', (n, text) => {
    expect(ordinal(n)).toBe(text);
  });
  it('writes a course range within a month, across months, across years, and a single day', () => {
    expect(formatCourseRange({ start: '2025-03-03', end: '2025-03-07' })).toBe('3rd – 7th March 2025');
    expect(formatCourseRange({ start: '2024-11-18', end: '2024-11-20' })).toBe('18th – 20th November 2024');
    expect(formatCourseRange({ start: '2025-02-28', end: '2025-03-02' })).toBe('28th February – 2nd March 2025');
    expect(formatCourseRange({ start: '2024-12-30', end: '2025-01-03' })).toBe('30th December 2024 – 3rd January 2025');
    expect(formatCourseRange({ start: '2025-03-03' })).toBe('3rd March 2025');
    expect(formatCourseRange({ start: '2025-03-03', end: '2025-03-03' })).toBe('3rd March 2025');
  });
  it('writes the conference days', () => {
    expect(formatPlainRange({ start: '2025-09-10', end: '2025-09-12' })).toBe('10 – 12 September 2025');
    expect(formatPlainRange({ start: '2025-09-30', end: '2025-10-02' })).toBe('30 September – 2 October 2025');
  });
  it('writes a course card date', () => {
    expect(courseDateText({ start: '2025-04-14', end: '2025-04-16' })).toBe('Scheduled: 14th – 16th April 2025');
    expect(courseDateText('to-be-confirmed')).toBe('Dates to be confirmed upon registration');
  });
});

describe('filters and ranges', () => {
  it('gives the month key and the year', () => {
    expect(monthKey('2025-03-11')).toBe('2025-03');
    expect(yearOf('2024-12-20')).toBe('2024');
  });
  it('orders ISO days', () => {
    expect(compareIsoDays('2024-12-31', '2025-01-01')).toBeLessThan(0);
    expect(compareIsoDays('2025-01-01', '2025-01-01')).toBe(0);
    expect(compareIsoDays('2025-01-02', '2025-01-01')).toBeGreaterThan(0);
  });
  it('finds the last day of consecutive days, across a month end', () => {
    expect(lastDayIso('2025-01-30', 3)).toBe('2025-02-01');
    expect(lastDayIso('2025-03-11', 1)).toBe('2025-03-11');
  });
});
