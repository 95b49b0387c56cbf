import { readFileSync } from 'node:fs';
import type { APIResponse, Page } from '@playwright/test';
import { agms } from '../content/agm';
import { agmCalendarPath, courseCalendarPath, trainingCalendarPath, trainingsFeedPath } from '../lib/calendar-files';
import { shortCourses, trainings } from '../lib/trainings';
import { calendarTrainings } from '../lib/training-window';
import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';
import { servedBuildDay } from './time';

/** Calendar (.ics) files written by the post-build step, and the links to them on the event pages. */

/** Checks the RFC 5545 basics a calendar app relies on; returns the unfolded lines. */
function expectValidCalendar(text: string, label: string): string[] {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n'), `${label} starts with BEGIN:VCALENDAR`).toBe(true);
  expect(text.endsWith('END:VCALENDAR\r\n'), `${label} ends with END:VCALENDAR`).toBe(true);
  expect(/\r(?!\n)|(?<!\r)\n/.test(text), `${label} uses CRLF only`).toBe(false);
  const long = text.split('\r\n').filter((line) => Buffer.byteLength(line, 'utf8') > 75);
  expect(long, `${label} folds lines at 75 octets`).toEqual([]);
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT').length, `${label} has events`).toBeGreaterThan(0);
  for (const name of ['UID', 'DTSTAMP', 'DTSTART', 'SUMMARY']) {
    expect(
      lines.some((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`)),
      `${label} has ${name}`,
    ).toBe(true);
  }
  return lines;
}

async function expectCalendarResponse(response: APIResponse, label: string): Promise<string[]> {
  expect(response.status(), `${label} status`).toBe(200);
  expect(response.headers()['content-type'], `${label} content type`).toMatch(/^text\/calendar/);
  return expectValidCalendar((await response.body()).toString('utf8'), label);
}

const expectedFiles = [
  ...trainings.map((training) => ({ label: training.title, path: trainingCalendarPath(training) })),
  ...shortCourses
    .filter((course) => course.span)
    .map((course) => ({ label: course.name, path: courseCalendarPath(course) })),
  ...agms.map((meeting) => ({ label: meeting.title, path: agmCalendarPath(meeting) })),
  { label: 'trainings feed', path: trainingsFeedPath },
];

test.describe('calendar files', () => {
  for (const { label, path } of expectedFiles) {
    test(`${path} is a valid calendar for ${label}`, async ({ request }) => {
      expect(path).not.toBeNull();
      const lines = await expectCalendarResponse(await request.get(path!), label);
      if (path === trainingsFeedPath) {
        // The feed holds what the training calendar shows on the build day (lib/training-window.ts).
        const shown = calendarTrainings(trainings, await servedBuildDay(request));
        expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(shown.length);
      } else {
        expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
      }
    });
  }

  test('times are 9:00 AM - 5:00 PM East Africa Time, written in UTC', async ({ request }) => {
    const training = trainings[0]!;
    const text = await (await request.get(trainingCalendarPath(training))).text();
    const day = training.startDate.replaceAll('-', '');
    expect(text).toContain(`\r\nDTSTART:${day}T060000Z\r\n`);
    expect(text).toContain(`\r\nDTEND:${day}T140000Z\r\n`);
  });

  test('a course without fixed dates has no file', async () => {
    expect(courseCalendarPath({ name: shortCourses[0]!.name, span: null })).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// The links on the event pages.

/** `links`: how many Add to calendar links the page has; for the calendar, one per training of its window. */
const eventPages = [
  { path: '/trainings/calendar', links: 'window' as const, feed: true },
  {
    path: '/trainings/short-courses',
    links: expectedFiles.length - trainings.length - agms.length - 1,
    feed: false,
  },
  { path: '/agm', links: 1, feed: true },
];

/**
 * Resolves once React has hydrated the page and then committed nothing for half a second. The HTML
 * shows the build day's events; in the browser the page decides the day again (its clock is the day
 * before the first event) and renders the events' rows again, in more commits after the first. A
 * click that lands while they replace or move the links reaches no link: no download begins, and
 * waiting for one outlasts the test on a busy machine.
 */
async function settled(page: Page) {
  await hydrated(page);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const hook = (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { commits: number } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__;
        const before = hook.commits;
        setTimeout(() => resolve(hook.commits === before), 500);
      }),
  );
}

/** Downloads each of the page's `count` Add to calendar links, once the page shows them all and is settled. */
async function downloadAll(page: Page, label: string, count: number) {
  const links = page.getByRole('link', { name: /^Add to calendar/ });
  // The HTML shows the build day's upcoming events; the browser's clock (the day before the first
  // event) decides again once the page runs, and then every event is to come.
  await expect(links).toHaveCount(count);
  await settled(page);
  for (let index = 0; index < count; index += 1) {
    const link = links.nth(index);
    const name = (await link.getAttribute('aria-label')) ?? (await link.innerText());
    const href = (await link.getAttribute('href'))!;
    expect(await link.getAttribute('download'), `${name} downloads`).toMatch(/\.ics$/);
    // This link's own file, so that no other download can stand for it.
    const [download] = await Promise.all([
      page.waitForEvent('download', (started) => new URL(started.url()).pathname === href),
      link.click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    expectValidCalendar(readFileSync((await download.path())!, 'utf8'), `${label}: ${name}`);
    await expectCalendarResponse(await page.request.get(href), `${label}: ${name}`);
  }
}

test.describe('Add to calendar links', () => {
  for (const { path, links, feed } of eventPages) {
    test(`every Add to calendar link on ${path} downloads a valid .ics file`, async ({ page, consoleErrors }) => {
      // One download and one request per link: the calendar page has a link per training.
      test.setTimeout(120_000);
      const shown = calendarTrainings(trainings, await servedBuildDay(page.request));
      await page.goto(path);
      await downloadAll(page, path, links === 'window' ? shown.length : links);
      if (feed) {
        const subscribe = page.getByRole('link', { name: 'Subscribe to all trainings' });
        await expect(subscribe).toHaveAttribute('href', trainingsFeedPath);
        const lines = await expectCalendarResponse(await page.request.get(trainingsFeedPath), `${path} feed`);
        expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(shown.length);
      }
      // Clicking every link scrolled the page: back to the top, so the sticky header covers no target.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
      expect(consoleErrors).toEqual([]);
    });
  }
});
