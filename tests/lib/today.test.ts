import { isOver, isoDay } from '@/lib/today';

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
