import {
  addDays,
  anchorId,
  daysBetween,
  isoDayProblem,
  isoText,
  parseDailyHours,
  parseDayCount,
  parseIsoDay,
  slugify,
} from '@/content/schema/values';

describe('parseIsoDay', () => {
  it('reads a calendar day', () => {
    expect(parseIsoDay('2025-03-03')).toEqual({ year: 2025, month: 3, day: 3 });
    expect(parseIsoDay('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });
  it.each([
    '2025-13-05',
    '2025-00-05',
    '2025-02-29',
    '2025-04-31',
    '2025-01-00',
    '2025-3-3',
    '03-03-2025',
    ' 2025-03-03',
    '',
  ])('refuses %p', (text) => {
    expect(parseIsoDay(text)).toBeNull();
  });
  it('refuses what is not text', () => {
    expect(parseIsoDay(undefined)).toBeNull();
    expect(parseIsoDay(20250303)).toBeNull();
  });
});

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

describe('day arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(isoText(addDays({ year: 2025, month: 1, day: 31 }, 1))).toBe('2025-02-01');
    expect(isoText(addDays({ year: 2024, month: 12, day: 31 }, 1))).toBe('2025-01-01');
    expect(isoText(addDays({ year: 2024, month: 2, day: 28 }, 1))).toBe('2024-02-29');
    expect(isoText(addDays({ year: 2025, month: 3, day: 1 }, -1))).toBe('2025-02-28');
    expect(daysBetween({ year: 2025, month: 3, day: 3 }, { year: 2025, month: 3, day: 7 })).toBe(4);
    expect(daysBetween({ year: 2024, month: 12, day: 30 }, { year: 2025, month: 1, day: 2 })).toBe(3);
  });
});

describe('parseDailyHours', () => {
  it('reads the trainings’ hours in 24-hour time', () => {
    expect(parseDailyHours('9:00 AM - 5:00 PM')).toEqual({
      start: { hour: 9, minute: 0 },
      end: { hour: 17, minute: 0 },
    });
    expect(parseDailyHours('12:30 PM - 1:15 PM')).toEqual({
      start: { hour: 12, minute: 30 },
      end: { hour: 13, minute: 15 },
    });
    expect(parseDailyHours('12:00 AM - 6:00 AM')).toEqual({
      start: { hour: 0, minute: 0 },
      end: { hour: 6, minute: 0 },
    });
  });

  it.each([
    'All day',
    '9 - 5',
    '9:00 AM to 5:00 PM',
    '5:00 PM - 9:00 AM',
    '9:00 AM - 9:00 AM',
    '13:00 PM - 2:00 PM',
    '9:75 AM - 5:00 PM',
    '9:00 am - 5:00 pm',
    '9:00 AM - 5:00 PM - 6:00 PM',
  ])('refuses %p', (text) => {
    expect(parseDailyHours(text)).toBeNull();
  });
});

describe('parseDayCount', () => {
  it.each([
    ['1 day', 1],
    ['2 days', 2],
    ['31 days', 31],
  ])('reads %p as %d days', (text, days) => {
    expect(parseDayCount(text)).toBe(days);
  });

  it.each(['a fortnight', '0 days', '2 weeks', '1.5 days', '', '32 days', '-2 days', 'three days', ' 2 days'])(
    'refuses %p',
    (text) => {
      expect(parseDayCount(text)).toBeNull();
    },
  );
});

describe('addresses', () => {
  it('keeps one hyphen per other character in a working group’s value, and single hyphens in an id', () => {
    expect(slugify('Biodiversity / Natural Sciences')).toBe('biodiversity---natural-sciences');
    expect(anchorId('Nairobi Air Quality: Practitioners Urge…')).toBe('nairobi-air-quality-practitioners-urge');
    expect(anchorId('  Café & Climate (Level 2)! ')).toBe('cafe-climate-level-2');
  });
});
