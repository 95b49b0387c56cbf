/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// Node package exports: `ics` needs the Node build of nanoid (tests/setup.ts needs jsdom).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agms } from '@/content/agm';
import { shortCourses, trainings } from '@/content/trainings';
import type { Training } from '@/content/schema';
import { buildCalendarFiles } from '@/scripts/lib/ics';
import {
  agmCalendarPath,
  courseCalendarPath,
  courseSlug,
  trainingCalendarPath,
  trainingsFeedPath,
} from '@/lib/calendar-files';
import { writeCalendarFiles } from '@/scripts/postbuild/calendar-files';
import { events, physicalProblems } from './ics-reader';

const now = new Date('2025-01-06T07:08:09Z');

/** A training an editor got wrong: 30 February does not exist. */
// An id no training of content has, however many the editors add.
const malformedId = Math.max(...trainings.map((training) => training.id)) + 1;
const malformed: Training = {
  id: malformedId,
  title: 'Wetlands Restoration Field School',
  startDate: '2025-02-30',
  description: 'A fixture with an impossible start date.',
  time: '9:00 AM - 5:00 PM',
  location: 'Virtual',
  duration: '2 days',
  registered: 0,
  capacity: 20,
};

describe('calendar file paths', () => {
  it('gives each training, dated course and AGM a path under /ics/', () => {
    expect(trainingCalendarPath(trainings[0]!)).toBe(`/ics/trainings/${trainings[0]!.id}.ics`);
    expect(
      courseCalendarPath({ name: 'Certificate in EIA and Audit', dates: { start: '2025-03-03', end: '2025-03-07' } }),
    ).toBe('/ics/courses/certificate-in-eia-and-audit.ics');
    expect(agmCalendarPath({ date: '2025-03-15' })).toBe('/ics/agm-2025.ics');
    for (const meeting of agms) expect(agmCalendarPath(meeting)).toBe(`/ics/agm-${meeting.date.slice(0, 4)}.ics`);
    expect(trainingsFeedPath).toBe('/ics/trainings.ics');
  });

  it('gives none when the dates cannot be read or are not fixed', () => {
    expect(trainingCalendarPath(malformed)).toBeNull();
    expect(trainingCalendarPath({ ...trainings[0]!, duration: 'a few days' })).toBeNull();
    expect(courseCalendarPath({ name: 'GIS', dates: 'to-be-confirmed' })).toBeNull();
    expect(agmCalendarPath({ date: 'March 15, 2025' })).toBeNull();
  });

  it('makes course file names from their names', () => {
    expect(courseSlug('Climate Finance and Green Project Proposal Writing')).toBe(
      'climate-finance-and-green-project-proposal-writing',
    );
    expect(courseSlug('  GIS & Remote Sensing (Level 2)! ')).toBe('gis-remote-sensing-level-2');
  });
});

describe('buildCalendarFiles', () => {
  it('makes a file for every training, every dated course, every AGM and the feed', () => {
    const { files, warnings, notes } = buildCalendarFiles({ trainings, shortCourses, agms }, now);
    const paths = files.map((file) => file.path);
    for (const training of trainings) expect(paths).toContain(`/ics/trainings/${training.id}.ics`);
    for (const course of shortCourses) {
      const path = courseCalendarPath(course);
      if (course.dates === 'to-be-confirmed') expect(path).toBeNull();
      else expect(paths).toContain(path);
    }
    for (const meeting of agms) expect(paths).toContain(agmCalendarPath(meeting));
    expect(paths).toContain('/ics/trainings.ics');
    const dated = shortCourses.filter((course) => course.dates !== 'to-be-confirmed');
    expect(files).toHaveLength(trainings.length + dated.length + agms.length + 1);
    expect(new Set(paths).size).toBe(paths.length);
    for (const file of files) expect(physicalProblems(file.content)).toEqual([]);
    expect(warnings).toEqual([]);
    expect(notes).toEqual(
      shortCourses
        .filter((course) => course.dates === 'to-be-confirmed')
        .map(
          (course) =>
            `no calendar file for short course "${course.name}": its dates are not fixed yet (to-be-confirmed)`,
        ),
    );
  });

  it('gives a malformed training no file and no feed entry, and a warning naming it', () => {
    const { files, warnings } = buildCalendarFiles({ trainings: [...trainings, malformed], shortCourses, agms }, now);
    expect(files.map((file) => file.path)).not.toContain(`/ics/trainings/${malformedId}.ics`);
    expect(warnings).toEqual([
      `no calendar file for training ${malformedId} "Wetlands Restoration Field School": start date: the date "2025-02-30" is not a date (write YYYY-MM-DD)`,
    ]);
    const feed = files.find((file) => file.path === trainingsFeedPath)!;
    expect(events(feed.content)).toHaveLength(trainings.length);
    expect(feed.content).not.toContain(`training-${malformedId}@`);
  });

  it('warns about a course whose dates cannot be read', () => {
    const course = { ...shortCourses[0]!, name: 'Broken Course', dates: { start: '2025-03-07', end: '2025-03-03' } };
    const { warnings } = buildCalendarFiles({ trainings: [], shortCourses: [course], agms }, now);
    expect(warnings).toEqual([
      'no calendar file for short course "Broken Course": the end date "2025-03-03" is before the start date "2025-03-07"',
    ]);
  });
});

describe('the post-build step', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'calendar-files-'));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes the files into out/ics and prints a warning naming the malformed training', () => {
    const log = { log: jest.fn(), warn: jest.fn() };
    const written = writeCalendarFiles({
      outDir,
      now,
      log,
      content: { trainings: [...trainings, malformed], shortCourses, agms },
    });

    const dated = shortCourses.filter((course) => course.dates !== 'to-be-confirmed');
    expect(written).toHaveLength(trainings.length + dated.length + 2);
    expect(readdirSync(join(outDir, 'ics', 'trainings')).sort()).toEqual(
      trainings.map((training) => `${training.id}.ics`).sort(),
    );
    expect(existsSync(join(outDir, 'ics', 'trainings', `${malformedId}.ics`))).toBe(false);
    const agmFile = readFileSync(join(outDir, agmCalendarPath(agms[0]!)!), 'utf8');
    expect(agmFile.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(physicalProblems(agmFile)).toEqual([]);

    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatch(
      new RegExp(
        `^WARNING calendar files: no calendar file for training ${malformedId} "Wetlands Restoration Field School": start date`,
      ),
    );
    for (const course of shortCourses.filter((c) => c.dates === 'to-be-confirmed')) {
      expect(log.log).toHaveBeenCalledWith(expect.stringContaining(`"${course.name}"`));
    }
  });

  it('removes files left from an earlier build', () => {
    const log = { log: jest.fn(), warn: jest.fn() };
    const last = `${trainings.at(-1)!.id}.ics`;
    writeCalendarFiles({ outDir, now, log });
    expect(existsSync(join(outDir, 'ics', 'trainings', last))).toBe(true);
    writeCalendarFiles({ outDir, now, log, content: { trainings: trainings.slice(0, -1), shortCourses, agms } });
    expect(existsSync(join(outDir, 'ics', 'trainings', last))).toBe(false);
  });
});
