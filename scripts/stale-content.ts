import { agms } from '@/content/agm';
import { jobOpenings } from '@/content/careers';
import type { JobOpening } from '@/content/schema';
import { conferencePromo } from '@/content/site';
import { newestFirst } from '@/lib/agm';
import { isOver } from '@/lib/today';
import { shortCourses, trainings } from '@/lib/trainings';

/** Openings whose deadline has passed: the pages no longer list them. */
export function staleOpeningWarnings(openings: readonly JobOpening[], today: string): string[] {
  return openings
    .filter((job) => isOver(job.deadline, today))
    .map(
      (job) =>
        `content/careers.ts, opening "${job.title}", deadline: it closed on ${job.deadline} and is no longer listed; remove it from jobOpenings, or set a later deadline if it is still open`,
    );
}

/**
 * Content that time has overtaken, as warnings for the editor. The pages already mark past
 * events as past, so none of this fails the build; it says what to update.
 */
export function staleContentWarnings(today: string): string[] {
  const warnings: string[] = [];

  // Past trainings are the archive, not content to update: they move from the calendar to their
  // year's page by themselves (lib/training-window.ts). What asks for the editor is a calendar with
  // nothing left to come.
  const lastDays = trainings.map((training) => training.span.end);
  const latest = [...lastDays].sort().at(-1);
  if (latest && lastDays.every((day) => isOver(day, today))) {
    warnings.push(
      `content/trainings.ts, trainings: every training has ended (the last on ${latest}), so the calendar says the next dates are to be announced; add the next trainings when they are set`,
    );
  }

  for (const course of shortCourses) {
    const lastDay = course.span?.end;
    if (course.status !== 'completed' && isOver(lastDay, today)) {
      warnings.push(
        `content/trainings.ts, course "${course.name}", status: "${course.status}" but it ended on ${lastDay}; visitors see it as completed: set status to "completed"`,
      );
    }
    const start = course.span?.start;
    if (course.status === 'completed' && start !== undefined && start > today) {
      warnings.push(
        `content/trainings.ts, course "${course.name}", status: "completed" but it starts on ${start}; set its status to "registration-open" or "upcoming"`,
      );
    }
  }

  if (isOver(conferencePromo.days.end, today)) {
    warnings.push(
      `content/site.ts, conferencePromo "${conferencePromo.title}": the event ended on ${conferencePromo.days.end}, so the dialog no longer opens; promote the next event or leave it`,
    );
  }

  // Earlier meetings are the archive; only the latest being over means the next one is awaited.
  const agm = newestFirst(agms)[0];
  if (agm && isOver(agm.date, today)) {
    warnings.push(
      `content/agm.ts, AGM "${agm.title}": it was held on ${agm.date}; the page now speaks of it in the past tense without registration; add the next meeting at the top of agms when it is announced`,
    );
  }

  warnings.push(...staleOpeningWarnings(jobOpenings, today));

  return warnings;
}
