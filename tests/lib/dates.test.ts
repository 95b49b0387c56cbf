import {
  courseDateText,
  formatDayRange,
  formatHours,
  formatLongDate,
  formatMonthYear,
  formatPlainRange,
  monthKey,
  ordinal,
  yearOf,
} from '@/lib/dates';

describe('the texts pages show', () => {
  it('writes a long date as the media lists show it', () => {
    expect(formatLongDate('2024-12-12')).toBe('December 12, 2024');
    expect(formatLongDate('2024-09-05')).toBe('September 5, 2024');
    expect(formatLongDate('2025-03-15')).toBe('March 15, 2025');
  });
  it('writes daily hours with a range’s dash', () => {
    expect(formatHours('9:00 AM - 5:00 PM')).toBe('9:00 AM – 5:00 PM');
  });
  it('writes the month of a day', () => {
    expect(formatMonthYear('2025-03-11')).toBe('March 2025');
    expect(formatMonthYear('2024-12-01')).toBe('December 2024');
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
  it('writes a range of days within a month, across months, across years, and a single day', () => {
    expect(formatDayRange({ start: '2025-03-03', end: '2025-03-07' })).toBe('3rd – 7th March 2025');
    expect(formatDayRange({ start: '2024-11-18', end: '2024-11-20' })).toBe('18th – 20th November 2024');
    expect(formatDayRange({ start: '2025-02-28', end: '2025-03-02' })).toBe('28th February – 2nd March 2025');
    expect(formatDayRange({ start: '2024-12-30', end: '2025-01-03' })).toBe('30th December 2024 – 3rd January 2025');
    expect(formatDayRange({ start: '2025-03-03' })).toBe('3rd March 2025');
    expect(formatDayRange({ start: '2025-03-03', end: '2025-03-03' })).toBe('3rd March 2025');
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
});
