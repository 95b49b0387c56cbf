import { agm } from '@/content/agm';
import { conferencePromo } from '@/content/site';
import { shortCourses, trainings } from '@/content/trainings';
import { staleContentWarnings } from '@/scripts/stale-content';
import { courseRange } from '@/lib/dates';

const starts = [
  ...trainings.map((training) => training.startDate),
  ...shortCourses.flatMap((course) => courseRange(course.dates)?.start ?? []),
  agm.date,
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

  it('names every past training, every open course that has ended, the expired promo and the past AGM', () => {
    const warnings = staleContentWarnings('2100-01-01');
    for (const training of trainings) {
      expect(warnings).toContainEqual(expect.stringContaining(`training "${training.title}"`));
    }
    for (const course of shortCourses.filter((c) => c.status !== 'completed' && courseRange(c.dates))) {
      expect(warnings).toContainEqual(
        expect.stringContaining(
          `course "${course.name}", status: "${course.status}" but it ended on ${courseRange(course.dates)!.end}`,
        ),
      );
    }
    expect(warnings).toContainEqual(expect.stringContaining(`conferencePromo "${conferencePromo.title}"`));
    expect(warnings).toContainEqual(expect.stringContaining(`content/agm.ts, "${agm.title}"`));
  });

  it('flags a course marked completed that has not started yet', () => {
    const course = shortCourses.find((c) => c.status === 'completed' && courseRange(c.dates));
    if (!course) return;
    const warnings = staleContentWarnings('2000-01-01');
    expect(warnings).toContainEqual(
      expect.stringContaining(`course "${course.name}", status: "completed" but it starts`),
    );
  });
});
