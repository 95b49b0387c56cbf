/**
 * Post-build step: the calendar (.ics) files in out/ics/. An event the calendar library refuses gets
 * no file and a warning naming it; the build goes on.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { agms } from '@/content/agm';
import { buildCalendarFiles } from '@/scripts/lib/ics';
import { buildDay } from '@/lib/build-date';
import { writeFileWithFolders } from '@/scripts/lib/list-files';
import { shortCourses, trainings } from '@/lib/trainings';

type Content = Parameters<typeof buildCalendarFiles>[0];

export interface CalendarFilesOptions {
  outDir?: string;
  content?: Content;
  /** DTSTAMP of every event. */
  now?: Date;
  /** The build day: the trainings feed holds what the calendar shows on it. */
  day?: string;
  log?: Pick<Console, 'log' | 'warn'>;
}

export function writeCalendarFiles({
  outDir = 'out',
  content = { trainings, shortCourses, agms },
  now = new Date(),
  day = buildDay(),
  log = console,
}: CalendarFilesOptions = {}): string[] {
  const { files, warnings, notes } = buildCalendarFiles(content, now, day);
  const root = join(outDir, 'ics');
  rmSync(root, { recursive: true, force: true });
  for (const file of files) writeFileWithFolders(join(outDir, file.path), file.content);
  for (const note of notes) log.log(`calendar files: ${note}`);
  for (const warning of warnings) log.warn(`WARNING calendar files: ${warning}. Fix it in content/ to publish it.`);
  log.log(`calendar files: wrote ${files.length} files to ${root}`);
  return files.map((file) => file.path);
}

export const calendarFilesStep = { name: 'calendar files', run: () => void writeCalendarFiles() };
