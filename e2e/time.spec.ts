import { agms } from '../content/agm';
import { newestFirst } from '../lib/agm';
import { conferencePromo } from '../content/site';
import { expect, hydrated, test } from './fixtures';
import { formatDayRange } from '../lib/dates';
import { calendarTrainings } from '../lib/training-window';
import { shortCourses, trainings } from '../lib/trainings';
import { afterEvents, beforeEvents, dayFrom, servedBuildDay } from './time';

/** Pages are built once; what has passed is decided by the visitor's clock, set here before each page load. */

/**
 * The trainings the served calendar holds (its window on the build day, lib/training-window.ts), and
 * the first of them to end. `beforeEvents` is before every one of them, `afterEvents` after.
 */
async function calendar(page: import('@playwright/test').Page) {
  const shown = calendarTrainings(trainings, await servedBuildDay(page.request));
  const byEnd = [...shown].sort((a, b) => a.span.end.localeCompare(b.span.end));
  return { shown, firstToEnd: byEnd[0]! };
}
const pastTrainings = (page: import('@playwright/test').Page) =>
  page.locator('details').filter({ has: page.getByRole('heading', { name: 'Past trainings' }) });

test.describe('training calendar as time passes', () => {
  test('before the first training: every training offers registration and there is no past section', async ({
    page,
    consoleErrors,
  }) => {
    const { shown } = await calendar(page);
    await page.clock.setFixedTime(beforeEvents);
    await page.goto('/trainings/calendar');
    await expect(page.getByRole('link', { name: /Register Now/ })).toHaveCount(shown.length);
    await expect(page.getByRole('heading', { name: 'Past trainings' })).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('the day after a training ends, it moves under Past trainings, its schedule without registration', async ({
    page,
    consoleErrors,
  }) => {
    const { shown, firstToEnd } = await calendar(page);
    await page.clock.setFixedTime(dayFrom(firstToEnd.span.end, 1));
    await page.goto('/trainings/calendar');
    const past = pastTrainings(page);
    await expect(past).toBeVisible();
    await past.locator('summary').click();
    const row = past.getByRole('row').filter({ has: page.getByRole('heading', { name: firstToEnd.title }) });
    await expect(row).toContainText(`Date: ${formatDayRange(firstToEnd.span)}`);
    await expect(row.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
    await expect(row.getByText(/spots? available/)).toHaveCount(0);
    // Every other training is still to come, listed first, with registration.
    const upcoming = page.getByRole('table').first();
    await expect(upcoming.getByRole('link', { name: /Register Now/ })).toHaveCount(
      shown.filter((training) => training.span.end > firstToEnd.span.end).length,
    );
    expect(consoleErrors).toEqual([]);
  });

  test('after the last training: none upcoming, and the month filters keep their window and texts', async ({
    page,
    consoleErrors,
  }) => {
    const { shown } = await calendar(page);
    await page.clock.setFixedTime(afterEvents);
    await page.goto('/trainings/calendar');
    // One message, and no count beside it that says otherwise.
    await expect(page.getByRole('status')).toHaveText(/^No upcoming trainings yet/);
    await expect(page.getByText(/Showing all/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
    // Nothing is to come: the three latest held stand open under their heading; the others fold under a
    // control that says what it holds.
    const latest = [...shown].sort((a, b) => b.span.end.localeCompare(a.span.end)).map((training) => training.title);
    const recent = page.getByRole('region', { name: 'Past trainings' });
    await expect(recent.getByRole('heading', { level: 3 }).filter({ hasNotText: 'Past trainings' })).toHaveText(
      latest.slice(0, 3),
    );
    if (shown.length > 3) {
      const earlier = page.locator('details').filter({ has: page.getByRole('heading', { name: 'Earlier trainings' }) });
      const summary = earlier.locator('summary');
      const rest = shown.length - 3;
      await expect(summary).toContainText(`${rest} ${rest === 1 ? 'training' : 'trainings'}`);
      await expect(summary).toContainText('Show');
      await expect(earlier.getByRole('heading', { name: latest[3]! })).toBeHidden();
      await summary.click();
      await expect(summary).toContainText('Hide');
      await expect(earlier.locator('tbody tr')).toHaveCount(rest);
      await expect(earlier.getByRole('heading', { name: latest[3]! })).toBeVisible();
    }
    // Next month has no trainings (every one has ended): when the filter is offered, the spec's empty-month texts.
    const buttons = page.getByRole('group', { name: 'Filter trainings by month' }).getByRole('button');
    if ((await buttons.count()) === 4) {
      await buttons.nth(3).click();
      await expect(page.getByRole('heading', { name: 'No trainings scheduled' })).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });

  test('on a phone, past trainings below those to come start collapsed and open on request', async ({ page }) => {
    const { firstToEnd } = await calendar(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.setFixedTime(dayFrom(firstToEnd.span.end, 1));
    await page.goto('/trainings/calendar');
    const past = pastTrainings(page);
    await expect(past).not.toHaveAttribute('open', '');
    await expect(past.getByRole('heading', { name: firstToEnd.title })).toBeHidden();
    await past.locator('summary').click();
    await expect(past.getByRole('heading', { name: firstToEnd.title })).toBeVisible();
  });
});

test.describe('short courses as time passes', () => {
  const fixed = shortCourses.filter((course) => course.span);
  const unscheduled = shortCourses.filter((course) => !course.span);

  test('after every course has ended, each dated course shows as completed, whatever its status', async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.setFixedTime(afterEvents);
    await page.goto('/trainings/short-courses');
    const cards = page.getByRole('main').getByRole('article');
    for (const course of fixed) {
      const card = cards.filter({ has: page.getByRole('heading', { name: course.name }) });
      await expect(card.getByText('Completed', { exact: true })).toBeVisible();
      await expect(card.getByText('Course Completed')).toBeVisible();
      await expect(card.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
      await expect(card.getByRole('link', { name: /^Add to calendar/ })).toHaveCount(0);
    }
    // A course whose dates are still to be confirmed follows its status.
    for (const course of unscheduled.filter((c) => c.status === 'registration-open')) {
      const card = cards.filter({ has: page.getByRole('heading', { name: course.name }) });
      await expect(card.getByRole('link', { name: /Register Now/ })).toBeVisible();
    }
    const stat = (label: string) => page.locator('dl div').filter({ hasText: label }).locator('dd');
    await expect(stat('Completed Courses')).toHaveText(
      String(shortCourses.filter((c) => c.status === 'completed' || c.span).length),
    );
    await expect(stat('Active Registrations')).toHaveText(
      String(unscheduled.filter((c) => c.status === 'registration-open').length),
    );
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('promo dialog as time passes', () => {
  test.use({ showPromo: true });

  test('opens on the last day of the event', async ({ page }) => {
    await page.clock.install({ time: dayFrom(conferencePromo.days.end) });
    await page.goto('/about/background');
    // The page's timers start once it has hydrated: only then move the clock.
    await hydrated(page);
    await page.clock.runFor(4100);
    await expect(page.getByRole('dialog', { name: conferencePromo.title })).toBeVisible();
  });

  test('never opens after the event has ended', async ({ page, consoleErrors }) => {
    await page.clock.install({ time: dayFrom(conferencePromo.days.end, 1) });
    await page.goto('/about/background');
    // The page's timers start once it has hydrated: only then move the clock.
    await hydrated(page);
    await page.clock.runFor(15_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
});

// The latest meeting: /agm shows it around its day, whichever day the pages were built on.
const agm = newestFirst(agms)[0]!;

test.describe('AGM as time passes', () => {
  test('before the meeting: the invitation and registration', async ({ page }) => {
    await page.clock.setFixedTime(dayFrom(agm.date, -1));
    await page.goto('/agm');
    await expect(page.getByText(agm.invitation)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register Now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Register as Attendee' })).toBeVisible();
    // What the meeting decided is not known before its day.
    await expect(page.getByRole('heading', { name: 'What members decided' })).toHaveCount(0);
  });

  test('after the meeting: the past tense, when it was held, the program and no registration', async ({
    page,
    consoleErrors,
  }) => {
    await page.clock.setFixedTime(dayFrom(agm.date, 1));
    // The hub shows the latest meeting in full, what it decided too.
    await page.goto('/agm');
    await expect(page.getByText(agm.description)).toBeVisible();
    await expect(page.getByText('This meeting has been held')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download Program' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^Register/ })).toHaveCount(0);
    // What it decided, before its images.
    const outcomes = page.getByRole('region', { name: 'What members decided' });
    await expect(outcomes.getByRole('listitem')).toHaveCount(agm.outcomes?.length ?? 0);
    for (const outcome of agm.outcomes ?? []) {
      await expect(outcomes.getByRole('heading', { name: outcome.title })).toBeVisible();
    }
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('without JavaScript, after every event', () => {
  test.use({ javaScriptEnabled: false, today: afterEvents });

  test('the calendar and the courses keep every item with its dates, as of the build day', async ({ page }) => {
    const { shown } = await calendar(page);
    await page.goto('/trainings/calendar');
    for (const training of shown) {
      // Past trainings sit behind their control; all those of the window are in the page.
      await expect(page.locator('h3', { hasText: training.title })).toBeAttached();
    }
    await page.goto('/trainings/short-courses');
    for (const course of shortCourses) {
      await expect(page.getByRole('heading', { name: course.name })).toBeVisible();
    }
  });
});
