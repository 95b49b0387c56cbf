/**
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
// Node package exports: `ics` needs the Node build of nanoid (tests/setup.ts needs jsdom).
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { agms } from '@/content/agm';
import { buildCalendarFiles } from '@/scripts/lib/ics';
import { agmCalendarPath, courseCalendarPath, trainingCalendarPath, trainingsFeedPath } from '@/lib/calendar-files';
import { shortCourses, trainings } from '@/lib/trainings';
import { writeCalendarFiles } from '@/scripts/postbuild/calendar-files';
import { events, physicalProblems } from './ics-reader';
import { sampleCourse } from '../support/sample-trainings';

const now = new Date('2025-01-06T07:08:09Z');

/** A course whose name has no letter or digit to name its file after. */
const unnamed = sampleCourse({ name: '¡¿!?', dates: { start: '2025-03-03', end: '2025-03-07' } });

describe('calendar file paths', () => {
  it('gives each training, dated course and AGM a path under /ics/', () => {
    expect(trainingCalendarPath(trainings[0]!)).toBe(`/ics/trainings/${trainings[0]!.id}.ics`);
    expect(
      courseCalendarPath(
        sampleCourse({ name: 'Certificate in EIA and Audit', dates: { start: '2025-03-03', end: '2025-03-07' } }),
      ),
    ).toBe('/ics/courses/certificate-in-eia-and-audit.ics');
    expect(courseCalendarPath({ name: '  GIS & Remote Sensing (Level 2)! ', span: unnamed.span })).toBe(
      '/ics/courses/gis-remote-sensing-level-2.ics',
    );
    expect(agmCalendarPath({ date: '2025-03-15' })).toBe('/ics/agm-2025.ics');
    for (const meeting of agms) expect(agmCalendarPath(meeting)).toBe(`/ics/agm-${meeting.date.slice(0, 4)}.ics`);
    expect(trainingsFeedPath).toBe('/ics/trainings.ics');
  });

  it('gives none to a course whose dates are not fixed, or whose name cannot name a file', () => {
    expect(courseCalendarPath(sampleCourse({ name: 'GIS', dates: 'to-be-confirmed' }))).toBeNull();
    expect(courseCalendarPath(unnamed)).toBeNull();
  });
});

describe('buildCalendarFiles', () => {
  it('makes a file for every training, every dated course, every AGM and the feed', () => {
    const { files, warnings, notes } = buildCalendarFiles({ trainings, shortCourses, agms }, now);
    const paths = files.map((file) => file.path);
    for (const training of trainings) expect(paths).toContain(`/ics/trainings/${training.id}.ics`);
    for (const course of shortCourses) {
      const path = courseCalendarPath(course);
      if (!course.span) expect(path).toBeNull();
      else expect(paths).toContain(path);
    }
    for (const meeting of agms) expect(paths).toContain(agmCalendarPath(meeting));
    expect(paths).toContain('/ics/trainings.ics');
    const dated = shortCourses.filter((course) => course.span);
    expect(files).toHaveLength(trainings.length + dated.length + agms.length + 1);
    expect(new Set(paths).size).toBe(paths.length);
    for (const file of files) expect(physicalProblems(file.content)).toEqual([]);
    expect(warnings).toEqual([]);
    expect(notes).toEqual(
      shortCourses
        .filter((course) => !course.span)
        .map(
          (course) =>
            `no calendar file for short course "${course.name}": its dates are not fixed yet (to-be-confirmed)`,
        ),
    );
  });

  it('gives a course whose name cannot name a file no file, and a warning naming it', () => {
    const { files, warnings } = buildCalendarFiles({ trainings, shortCourses: [unnamed], agms }, now);
    expect(files).toHaveLength(trainings.length + agms.length + 1);
    expect(warnings).toEqual(['no calendar file for short course "¡¿!?": its file name cannot be made']);
    const feed = files.find((file) => file.path === trainingsFeedPath)!;
    expect(events(feed.content)).toHaveLength(trainings.length);
  });
});

describe('the post-build step', () => {
  let outDir: string;
  beforeEach(() => {
    outDir = mkdtempSync(join(tmpdir(), 'calendar-files-'));
  });
  afterEach(() => rmSync(outDir, { recursive: true, force: true }));

  it('writes the files into out/ics and prints a warning naming an event without a file', () => {
    const log = { log: jest.fn(), warn: jest.fn() };
    const written = writeCalendarFiles({
      outDir,
      now,
      log,
      content: { trainings, shortCourses: [...shortCourses, unnamed], agms },
    });

    const dated = shortCourses.filter((course) => course.span);
    expect(written).toHaveLength(trainings.length + dated.length + 2);
    expect(readdirSync(join(outDir, 'ics', 'trainings')).sort()).toEqual(
      trainings.map((training) => `${training.id}.ics`).sort(),
    );
    const agmFile = readFileSync(join(outDir, agmCalendarPath(agms[0]!)), 'utf8');
    expect(agmFile.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(physicalProblems(agmFile)).toEqual([]);

    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0]).toMatch(
      new RegExp('^WARNING calendar files: no calendar file for short course "¡¿!\\?": its file name cannot be made'),
    );
    for (const course of shortCourses.filter((c) => !c.span)) {
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
