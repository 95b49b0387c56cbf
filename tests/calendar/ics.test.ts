/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// Node package exports: `ics` needs the Node build of nanoid (tests/setup.ts needs jsdom).
import { createEvent, type EventAttributes } from 'ics';
import { agms } from '@/content/agm';
import { site } from '@/content/site';
import { addDays, dayOf, isoText } from '@/content/schema/values';
import { agmEvent, buildCalendarFiles, courseEvent, trainingEvent, type CalendarEvent } from '@/scripts/lib/ics';
import { shortCourses, trainings } from '@/lib/trainings';
import { buildCalendar, eastAfricaToUtc, foldLines, productId } from '@/scripts/lib/ics';
import { events, physicalProblems, properties, unescapeText, unfold } from './ics-reader';

const now = new Date('2025-01-06T07:08:09Z');
const stamp = '20250106T070809Z';
const host = new URL(site.url).host;

function compact(iso: string): string {
  return iso.replaceAll('-', '');
}

function calendarOf(event: CalendarEvent): string {
  const text = buildCalendar([event], { now });
  if (!text.ok) throw new Error(text.reason);
  return text.value;
}

describe('foldLines', () => {
  it('folds long lines at 75 octets with CRLF and a leading space (212 characters: 75 + 1+74 + 1+63)', () => {
    const folded = foldLines(`DESCRIPTION:${'a'.repeat(200)}\r\n`);
    const lines = folded.split('\r\n').slice(0, -1);
    expect(lines.map((line) => line.length)).toEqual([75, 75, 64]);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toEqual([`DESCRIPTION:${'a'.repeat(200)}`]);
  });

  it('counts octets, not characters, and never splits a character', () => {
    const text = `SUMMARY:${'Members’ forum – '.repeat(10)}😀😀😀`;
    const folded = foldLines(`${text}\r\n`);
    expect(physicalProblems(folded)).toEqual([]);
    expect(unfold(folded)).toEqual([text]);
  });

  it('turns LF endings into CRLF and leaves short lines alone', () => {
    expect(foldLines('BEGIN:VCALENDAR\nEND:VCALENDAR\n')).toBe('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n');
  });

  it('is needed: the ics package alone folds at 75 characters, overrunning 75 octets', () => {
    const { value } = createEvent({
      start: [2025, 3, 15],
      end: [2025, 3, 16],
      title: '’'.repeat(80),
      uid: 'x@example.org',
      timestamp: 0,
    } as EventAttributes);
    expect(physicalProblems(value!).some((problem) => /octets/.test(problem))).toBe(true);
    expect(physicalProblems(foldLines(value!))).toEqual([]);
  });
});

describe('eastAfricaToUtc', () => {
  it('turns 9:00 AM in Nairobi into 06:00 UTC', () => {
    expect(new Date(eastAfricaToUtc({ year: 2025, month: 1, day: 21 }, { hour: 9, minute: 0 })).toISOString()).toBe(
      '2025-01-21T06:00:00.000Z',
    );
    expect(new Date(eastAfricaToUtc({ year: 2025, month: 1, day: 1 }, { hour: 1, minute: 30 })).toISOString()).toBe(
      '2024-12-31T22:30:00.000Z',
    );
  });
});

describe('the calendar file of every training', () => {
  it.each(trainings.map((training) => [training.id, training.title, training] as const))(
    'training %d: %s',
    (id, title, training) => {
      const text = calendarOf(trainingEvent(training));
      expect(physicalProblems(text)).toEqual([]);

      const lines = unfold(text);
      expect(lines[0]).toBe('BEGIN:VCALENDAR');
      expect(lines.at(-1)).toBe('END:VCALENDAR');
      const calendar = new Map(properties(text).map((property) => [property.name, property.value]));
      expect(calendar.get('VERSION')).toBe('2.0');
      expect(calendar.get('PRODID')).toBe(productId);
      expect(calendar.get('METHOD')).toBe('PUBLISH');

      const found = events(text);
      expect(found).toHaveLength(1);
      const event = found[0]!;
      const value = (name: string) => event.get(name)?.value;

      expect(value('UID')).toBe(`training-${id}@${host}`);
      expect(value('DTSTAMP')).toBe(stamp);
      expect(unescapeText(value('SUMMARY')!)).toBe(title);
      expect(unescapeText(value('DESCRIPTION')!)).toContain(training.description);
      expect(unescapeText(value('DESCRIPTION')!)).toContain('9:00 AM - 5:00 PM East Africa Time');
      expect(unescapeText(value('LOCATION')!)).toBe(training.location);
      expect(value('URL')).toBe(`${site.url}/trainings/calendar`);
      expect(event.get('ORGANIZER')).toEqual({
        name: 'ORGANIZER',
        params: `CN="${site.name}"`,
        value: `MAILTO:${site.contacts.trainingEmail}`,
      });

      // 9:00 AM - 5:00 PM in Nairobi (UTC+3) is 06:00 - 14:00 UTC, on the training's first day.
      expect(event.get('DTSTART')).toEqual({
        name: 'DTSTART',
        params: '',
        value: `${compact(training.startDate)}T060000Z`,
      });
      expect(event.get('DTEND')).toEqual({
        name: 'DTEND',
        params: '',
        value: `${compact(training.startDate)}T140000Z`,
      });
      expect(text).not.toContain('TZID');

      // One session a day for the training's length.
      const days = Number(/^(\d+)/.exec(training.duration)![1]);
      expect(value('RRULE')).toBe(days > 1 ? `FREQ=DAILY;COUNT=${days}` : undefined);
    },
  );

  it('escapes commas, semicolons and line breaks in text', () => {
    const training = { ...trainings[0]!, title: 'Audits; EIAs, and more\\', description: 'Line one\nLine two' };
    const event = events(calendarOf(trainingEvent(training)))[0]!;
    expect(event.get('SUMMARY')?.value).toBe('Audits\\; EIAs\\, and more\\\\');
    expect(event.get('DESCRIPTION')?.value).toMatch(/^Line one\\nLine two\\n\\n/);
  });
});

describe('the calendar files of short courses and the AGM', () => {
  it.each(shortCourses.flatMap(({ span, ...course }) => (span ? [[course.name, { ...course, span }] as const] : [])))(
    'course %s is an all-day event over its dates',
    (name, course) => {
      const text = calendarOf(courseEvent(course));
      expect(physicalProblems(text)).toEqual([]);
      const event = events(text)[0]!;
      const { start, end } = course.span;
      expect(event.get('DTSTART')).toEqual({ name: 'DTSTART', params: 'VALUE=DATE', value: compact(start) });
      // DTEND of an all-day event is the day after the last one.
      expect(event.get('DTEND')).toEqual({
        name: 'DTEND',
        params: 'VALUE=DATE',
        value: compact(isoText(addDays(dayOf(end), 1))),
      });
      expect(unescapeText(event.get('SUMMARY')!.value)).toBe(name);
      expect(event.get('UID')?.value).toMatch(new RegExp(`^course-[a-z0-9-]+@${host.replaceAll('.', '\\.')}$`));
      expect(event.get('DTSTAMP')?.value).toBe(stamp);
      expect(event.get('URL')?.value).toBe(`${site.url}/trainings/short-courses`);
      expect(event.get('ORGANIZER')?.value).toBe(`MAILTO:${site.contacts.trainingEmail}`);
    },
  );

  it('the AGM is a one-day event on its date at its venue', () => {
    const text = calendarOf(
      agmEvent({ ...agms[0]!, title: 'Annual General Meeting 2025', date: '2025-03-15', venue: 'Nairobi' }),
    );
    expect(physicalProblems(text)).toEqual([]);
    const event = events(text)[0]!;
    expect(event.get('UID')?.value).toBe(`agm-2025@${host}`);
    expect(event.get('DTSTART')).toEqual({ name: 'DTSTART', params: 'VALUE=DATE', value: '20250315' });
    expect(event.get('DTEND')).toEqual({ name: 'DTEND', params: 'VALUE=DATE', value: '20250316' });
    expect(unescapeText(event.get('LOCATION')!.value)).toBe('Nairobi, Kenya');
    expect(unescapeText(event.get('SUMMARY')!.value)).toBe('EIK Annual General Meeting 2025');
    expect(unescapeText(event.get('DESCRIPTION')!.value)).toContain(agms[0]!.description);
    // The meeting's own page: /agm shows another meeting once the next one is published.
    expect(event.get('URL')?.value).toBe(`${site.url}/agm/2025`);
    expect(event.get('ORGANIZER')?.value).toBe(`MAILTO:${site.contacts.secretariatEmail}`);
    expect(event.get('DTSTAMP')?.value).toBe(stamp);
  });
});

describe('the trainings feed', () => {
  it('holds every training once, with the same UIDs as the single files', () => {
    const { files } = buildCalendarFiles({ trainings, shortCourses, agms }, now);
    const feed = files.find((file) => file.path === '/ics/trainings.ics');
    expect(feed).toBeDefined();
    expect(physicalProblems(feed!.content)).toEqual([]);
    expect(properties(feed!.content).find((property) => property.name === 'X-WR-CALNAME')?.value).toBe(
      `${site.name} trainings`,
    );
    const uids = events(feed!.content).map((event) => event.get('UID')?.value);
    expect(uids).toEqual(trainings.map((training) => `training-${training.id}@${host}`));
    expect(unfold(feed!.content).filter((line) => line === 'BEGIN:VCALENDAR')).toHaveLength(1);
  });
});
