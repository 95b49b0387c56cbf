import { agms } from '@/content/agm';
import { jobOpenings } from '@/content/careers';
import { sampleOpenings } from '../support/sample-openings';
import { conferencePromo } from '@/content/site';
import { staleContentWarnings, staleOpeningWarnings } from '@/scripts/stale-content';
import { shortCourses, trainings } from '@/lib/trainings';
import { newestFirst } from '@/lib/agm';

const starts = [
  ...trainings.map((training) => training.startDate),
  ...shortCourses.flatMap((course) => course.span?.start ?? []),
  ...agms.map((meeting) => meeting.date),
  ...jobOpenings.map((job) => job.posted),
];
const earliest = starts.sort()[0]!;

describe('staleContentWarnings', () => {
  it('says nothing while every event is still to come', () => {
    const dayBefore = new Date(`${earliest}T12:00:00Z`);
    dayBefore.setUTCDate(dayBefore.getUTCDate() - 1);
    const today = dayBefore.toISOString().slice(0, 10);
    // A course already marked completed before it starts is the one contradiction that can remain.
    expect(staleContentWarnings(today).filter((warning) => !warning.includes('status: "completed"'))).toEqual([]);
  });

  it('says the calendar has nothing to come, and names every open course that has ended, the expired promo and the past AGM', () => {
    const warnings = staleContentWarnings('2100-01-01');
    // Past trainings are the archive (they move to their year's page by themselves): one line, none each.
    expect(
      warnings.filter((warning) => warning.startsWith('content/trainings.ts, trainings: every training has ended')),
    ).toHaveLength(1);
    for (const training of trainings) {
      expect(warnings.join('\n')).not.toContain(`training "${training.title}"`);
    }
    for (const course of shortCourses.filter((c) => c.status !== 'completed' && c.span)) {
      expect(warnings).toContainEqual(
        expect.stringContaining(
          `course "${course.name}", status: "${course.status}" but it ended on ${course.span!.end}`,
        ),
      );
    }
    expect(warnings).toContainEqual(expect.stringContaining(`conferencePromo "${conferencePromo.title}"`));
    // Only the latest meeting: the earlier ones are the archive, not content to update.
    const [latest, ...earlier] = newestFirst(agms);
    expect(warnings).toContainEqual(expect.stringContaining(`content/agm.ts, AGM "${latest!.title}"`));
    for (const meeting of earlier) expect(warnings.join('\n')).not.toContain(`AGM "${meeting.title}"`);
    for (const job of jobOpenings) {
      expect(warnings).toContainEqual(expect.stringContaining(`content/careers.ts, opening "${job.title}", deadline:`));
    }
  });

  it('flags a course marked completed that has not started yet', () => {
    const course = shortCourses.find((c) => c.status === 'completed' && c.span);
    if (!course) return;
    const warnings = staleContentWarnings('2000-01-01');
    expect(warnings).toContainEqual(
      expect.stringContaining(`course "${course.name}", status: "completed" but it starts`),
    );
  });
});

describe('staleOpeningWarnings', () => {
  const opening = sampleOpenings[0]!;

  it('says nothing up to and on the deadline day', () => {
    expect(staleOpeningWarnings([opening], '2025-06-30')).toEqual([]);
  });

  it('names the file, the opening and its deadline once the deadline has passed', () => {
    expect(
      staleOpeningWarnings([opening, { ...opening, title: 'Accountant', deadline: '2025-07-15' }], '2025-07-01'),
    ).toEqual([
      'content/careers.ts, opening "Programme Officer", deadline: it closed on 2025-06-30 and is no longer listed; remove it from jobOpenings, or set a later deadline if it is still open',
    ]);
  });
});
