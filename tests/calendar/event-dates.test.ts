import { trainings, shortCourses } from '@/content/trainings';
import {
  addDays,
  courseSpan,
  daysBetween,
  formatIsoDay,
  parseDurationDays,
  parseIsoDate,
  parseTimeRange,
  singleDay,
  trainingSchedule,
} from '@/lib/event-dates';

describe('parseIsoDate', () => {
  it('reads a real ISO date', () => {
    expect(parseIsoDate('2025-03-15')).toEqual({ ok: true, value: { year: 2025, month: 3, day: 15 } });
    expect(parseIsoDate('2024-02-29')).toEqual({ ok: true, value: { year: 2024, month: 2, day: 29 } });
  });

  it.each([
    ['2025-02-29', 'is not a date'],
    ['2025-13-01', 'is not a date'],
    ['2025-04-31', 'is not a date'],
    ['15/03/2025', 'YYYY-MM-DD'],
    ['March 2025', 'YYYY-MM-DD'],
    ['2025-3-5', 'YYYY-MM-DD'],
    ['', 'YYYY-MM-DD'],
  ])('rejects %p with a reason', (text, reason) => {
    const result = parseIsoDate(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });

  it('rejects a missing value without throwing', () => {
    expect(parseIsoDate(undefined)).toEqual({ ok: false, reason: 'the date is missing (undefined)' });
    expect(parseIsoDate(20250315).ok).toBe(false);
  });
});

describe('parseDurationDays', () => {
  it.each([
    ['1 day', 1],
    ['2 days', 2],
    ['3 days', 3],
    [' 3 Days ', 3],
    ['three days', 3],
    ['1day', 1],
  ])('reads %p as %d days', (text, days) => {
    expect(parseDurationDays(text)).toEqual({ ok: true, value: days });
  });

  it.each(['a fortnight', '0 days', '2 weeks', '1.5 days', '', '40 days', '-2 days'])('rejects %p', (text) => {
    expect(parseDurationDays(text).ok).toBe(false);
  });
});

describe('parseTimeRange', () => {
  it('reads the trainings’ hours in 24-hour time', () => {
    expect(parseTimeRange('9:00 AM - 5:00 PM')).toEqual({
      ok: true,
      value: { start: { hour: 9, minute: 0 }, end: { hour: 17, minute: 0 } },
    });
    expect(parseTimeRange('12:30 PM – 1:15 PM')).toEqual({
      ok: true,
      value: { start: { hour: 12, minute: 30 }, end: { hour: 13, minute: 15 } },
    });
    expect(parseTimeRange('12:00 AM - 6:00 AM')).toEqual({
      ok: true,
      value: { start: { hour: 0, minute: 0 }, end: { hour: 6, minute: 0 } },
    });
  });

  it.each(['All day', '9 – 5', '5:00 PM - 9:00 AM', '13:00 PM - 2:00 PM', '9:75 AM - 5:00 PM'])(
    'rejects %p',
    (text) => {
      expect(parseTimeRange(text).ok).toBe(false);
    },
  );
});

describe('day arithmetic', () => {
  it('crosses months, years and leap days', () => {
    expect(formatIsoDay(addDays({ year: 2025, month: 1, day: 31 }, 1))).toBe('2025-02-01');
    expect(formatIsoDay(addDays({ year: 2024, month: 12, day: 31 }, 1))).toBe('2025-01-01');
    expect(formatIsoDay(addDays({ year: 2024, month: 2, day: 28 }, 1))).toBe('2024-02-29');
    expect(daysBetween({ year: 2025, month: 3, day: 3 }, { year: 2025, month: 3, day: 7 })).toBe(4);
  });
});

describe('trainingSchedule', () => {
  it.each(trainings.map((training) => [training.id, training] as const))('reads training %d', (_id, training) => {
    const result = trainingSchedule(training);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const days = Number(/^(\d+)/.exec(training.duration)![1]);
    expect(formatIsoDay(result.value.first)).toBe(training.startDate);
    expect(result.value.days).toBe(days);
    expect(daysBetween(result.value.first, result.value.last)).toBe(days - 1);
    expect(result.value.start).toEqual({ hour: 9, minute: 0 });
    expect(result.value.end).toEqual({ hour: 17, minute: 0 });
  });

  it('gives the last day of a three-day training', () => {
    const result = trainingSchedule({ startDate: '2025-02-27', duration: '3 days', time: '9:00 AM - 5:00 PM' });
    expect(result.ok && formatIsoDay(result.value.last)).toBe('2025-03-01');
  });

  it('names the field that cannot be read', () => {
    expect(trainingSchedule({ startDate: '2025-02-30', duration: '2 days', time: '9:00 AM - 5:00 PM' })).toEqual({
      ok: false,
      reason: 'start date: the date "2025-02-30" is not a date (write YYYY-MM-DD)',
    });
    const duration = trainingSchedule({ startDate: '2025-02-03', duration: 'a fortnight', time: '9:00 AM - 5:00 PM' });
    expect(duration.ok === false && duration.reason).toMatch(/^duration: the duration "a fortnight"/);
    const time = trainingSchedule({ startDate: '2025-02-03', duration: '1 day', time: 'mornings' });
    expect(time.ok === false && time.reason).toMatch(/^time: the time "mornings"/);
  });
});

describe('courseSpan', () => {
  it('reads every course with fixed dates, and none without', () => {
    for (const course of shortCourses) {
      const result = courseSpan(course);
      if (course.dates !== 'to-be-confirmed') {
        expect(result).toMatchObject({ ok: true });
        if (result.ok) {
          expect(formatIsoDay(result.value.first)).toBe(course.dates.start);
          expect(formatIsoDay(result.value.last)).toBe(course.dates.end);
        }
      } else {
        expect(result).toEqual({ ok: false, reason: 'its dates are not fixed yet (to-be-confirmed)' });
      }
    }
  });

  it('rejects an end before the start, and a bad end date', () => {
    expect(courseSpan({ dates: { start: '2025-04-16', end: '2025-04-14' } }).ok).toBe(false);
    expect(courseSpan({ dates: { start: '2025-04-14', end: '16 April' } }).ok).toBe(false);
  });

  it('takes a course with only a start date to last one day', () => {
    expect(courseSpan({ dates: { start: '2025-04-14' } })).toMatchObject({ ok: true, value: { days: 1 } });
  });
});

describe('singleDay', () => {
  it('reads the AGM date', () => {
    expect(singleDay('2025-03-15')).toEqual({
      ok: true,
      value: { first: { year: 2025, month: 3, day: 15 }, last: { year: 2025, month: 3, day: 15 }, days: 1 },
    });
  });
});
