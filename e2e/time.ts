import { agms } from '../content/agm';
import { jobOpenings } from '../content/careers';
import { conferencePromo } from '../content/site';
import { shortCourses, trainings } from '../lib/trainings';

/**
 * Moments in the content's own time. The site decides in the browser what has passed, so a test of
 * the spec's behaviour (registration open, the promo opening) runs with the clock before every dated
 * event in content, and a test of what happens afterwards runs after them: both follow the content.
 */
const firstDays = [
  ...trainings.map((training) => training.startDate),
  ...shortCourses.flatMap((course) => course.span?.start ?? []),
  ...agms.map((meeting) => meeting.date),
  conferencePromo.days.end,
  ...jobOpenings.map((job) => job.posted),
];
const lastDays = [
  ...trainings.map((training) => training.span.end),
  ...shortCourses.flatMap((course) => course.span?.end ?? []),
  ...agms.map((meeting) => meeting.date),
  conferencePromo.days.end,
  ...jobOpenings.map((job) => job.deadline),
];

/** 10:00 local time on the day `offset` days from `isoDay`. */
export function dayFrom(isoDay: string, offset = 0): Date {
  const date = new Date(`${isoDay}T10:00:00`);
  date.setDate(date.getDate() + offset);
  return date;
}

/** The day before the first dated event in content. */
export const beforeEvents = dayFrom([...firstDays].sort()[0]!, -1);
/** The day after the last dated event in content has ended. */
export const afterEvents = dayFrom([...lastDays].sort().at(-1)!, 1);

/** The day the served pages were built on: what their HTML decided past and upcoming with. */
export async function builtOn(page: import('@playwright/test').Page): Promise<string> {
  const day = await page.locator('meta[name="build-date"]').getAttribute('content');
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`No build date in the page (${String(day)})`);
  return day;
}

/**
 * The day the served pages were built on, read from the home page's HTML without opening a page: a
 * test can set the browser's clock from it before its first page load.
 */
export async function servedBuildDay(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const day = buildDayOf(await (await request.get('/')).text());
  if (!day) throw new Error('No build date in the home page');
  return day;
}

/** The build day a page's HTML names in its build-date meta element, if it has one. */
export function buildDayOf(html: string): string | undefined {
  return /<meta name="build-date" content="(\d{4}-\d{2}-\d{2})"/.exec(html)?.[1];
}
