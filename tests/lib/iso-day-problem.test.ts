import { isoDayProblem } from '@/lib/dates';

describe('isoDayProblem: what an editor is told about a date', () => {
  it('accepts a real day, leap days included', () => {
    expect(isoDayProblem('2025-03-15')).toBeUndefined();
    expect(isoDayProblem('2024-02-29')).toBeUndefined();
  });

  it('names a well-written date that is no day, with the month’s length', () => {
    expect(isoDayProblem('2025-02-30')).toBe('is not a day that exists: February 2025 has 28 days');
    expect(isoDayProblem('2025-02-29')).toBe('is not a day that exists: February 2025 has 28 days');
    expect(isoDayProblem('2025-04-31')).toBe('is not a day that exists: April 2025 has 30 days');
    expect(isoDayProblem('2025-01-00')).toBe('is not a day that exists: January 2025 has 31 days');
    expect(isoDayProblem('2025-13-05')).toBe('is not a day that exists: there is no month 13 (write YYYY-MM-DD)');
  });

  it('asks for the format when the text is not written as YYYY-MM-DD', () => {
    for (const text of ['30/02/2025', '2025-2-3', 'March 15, 2025', '', 20250315, undefined]) {
      expect(isoDayProblem(text)).toBe('is not a date (write YYYY-MM-DD)');
    }
  });
});
