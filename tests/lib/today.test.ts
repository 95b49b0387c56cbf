import { isOver, isoDay } from '@/lib/today';
import { formatDaySpan, parseIsoDate } from '@/lib/event-dates';

describe('isoDay', () => {
  it('writes the local calendar day as YYYY-MM-DD', () => {
    expect(isoDay(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
    expect(isoDay(new Date(2025, 11, 31, 0, 0))).toBe('2025-12-31');
  });
});

describe('isOver', () => {
  it('is not over on its last day, and over the day after', () => {
    expect(isOver('2025-03-07', '2025-03-07')).toBe(false);
    expect(isOver('2025-03-07', '2025-03-08')).toBe(true);
    expect(isOver('2025-03-07', '2025-02-28')).toBe(false);
  });
  it('an event without a fixed last day is never over', () => {
    expect(isOver(null, '2099-01-01')).toBe(false);
    expect(isOver(undefined, '2099-01-01')).toBe(false);
  });
});

describe('formatDaySpan', () => {
  const span = (first: string, last: string) => {
    const a = parseIsoDate(first);
    const b = parseIsoDate(last);
    if (!a.ok || !b.ok) throw new Error('bad test date');
    return { first: a.value, last: b.value, days: 0 };
  };
  it('writes a single day, a range within a month, across months and across years', () => {
    expect(formatDaySpan(span('2025-04-15', '2025-04-15'))).toBe('15th April 2025');
    expect(formatDaySpan(span('2025-03-03', '2025-03-07'))).toBe('3rd - 7th March 2025');
    expect(formatDaySpan(span('2025-04-30', '2025-05-02'))).toBe('30th April - 2nd May 2025');
    expect(formatDaySpan(span('2025-12-31', '2026-01-01'))).toBe('31st December 2025 - 1st January 2026');
  });
  it('uses 11th, 12th and 13th, and 21st, 22nd, 23rd', () => {
    expect(formatDaySpan(span('2025-01-11', '2025-01-13'))).toBe('11th - 13th January 2025');
    expect(formatDaySpan(span('2025-01-21', '2025-01-23'))).toBe('21st - 23rd January 2025');
  });
});
