import { expect, expectNoAxeViolations, hydrated, test } from './fixtures';
import { courseStats } from '../lib/course-status';
import { courseDateText, formatDayRange, formatHours, formatMonthYear, monthKey } from '../lib/dates';
import { filterByMonth, monthOption } from '../lib/training-months';
import { blogPosts } from '../content/blogs';
import { bulletins } from '../content/bulletins';
import { newsletterIssues } from '../content/newsletter';
import { pressStatements } from '../content/press';
import { pages } from '../content/pages';
import { contentEvents } from '../lib/content-events';
import { eventsByMonth, pastEvents, upcomingEvents } from '../lib/events';
import { latestNews } from '../lib/news';
import { calendarTrainings, calendarWindowStart, trainingYears, trainingsHeldIn } from '../lib/training-window';
import { shortCourses, trainings } from '../lib/trainings';
import { builtOn, dayFrom, servedBuildDay } from './time';

test.describe('short courses', () => {
  test('shows the stats, every course with its badge, date and action', async ({ page, consoleErrors }) => {
    await page.goto('/trainings/short-courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Short Courses' })).toBeVisible();
    const stats = courseStats(shortCourses);
    for (const [label, value] of [
      ['Total Courses', stats.total],
      ['Active Registrations', stats.active],
      ['Completed Courses', stats.completed],
    ] as const) {
      await expect(page.locator('dl div').filter({ hasText: label }).locator('dd')).toHaveText(String(value));
    }
    const courses = page.getByRole('main').getByRole('article');
    const withStatus = (status: string) => shortCourses.filter((course) => course.status === status).length;
    await expect(courses).toHaveCount(shortCourses.length);
    await expect(courses.getByText('Registration Open', { exact: true })).toHaveCount(withStatus('registration-open'));
    await expect(courses.getByText('Completed', { exact: true })).toHaveCount(withStatus('completed'));
    await expect(courses.getByText('Course Completed')).toHaveCount(withStatus('completed'));
    for (const course of shortCourses) {
      const card = courses.filter({ has: page.getByRole('heading', { name: course.name, exact: true }) });
      await expect(card.getByText(courseDateText(course.dates), { exact: true })).toBeVisible();
    }
    const register = courses.getByRole('link', { name: /Register Now/ });
    await expect(register).toHaveCount(withStatus('registration-open'));
    for (const link of await register.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

const monthButtons = (page: import('@playwright/test').Page) =>
  page.getByRole('group', { name: 'Filter trainings by month' }).getByRole('button');
/** The rows of every training table, the past ones too while their control is collapsed. */
const trainingRows = (page: import('@playwright/test').Page) => page.locator('table tbody tr');
/** The trainings the served calendar holds: its window on the build day (lib/training-window.ts). */
const shownTrainings = async (page: import('@playwright/test').Page) =>
  calendarTrainings(trainings, await servedBuildDay(page.request));

test.describe('training calendar', () => {
  test('filters the trainings of a month that has some', async ({ page, consoleErrors }) => {
    // Today is the first day of a training of the calendar: it is still to come, in this month.
    const shown = await shownTrainings(page);
    const training = shown[Math.floor(shown.length / 2)]!;
    const [year, month, day] = training.startDate.split('-').map(Number) as [number, number, number];
    await page.clock.setFixedTime(new Date(year, month - 1, day, 8));
    const window = [-1, 0, 1].map((offset) => monthOption(year, month - 1 + offset));
    await page.goto('/trainings/calendar');
    await expect(monthButtons(page)).toHaveText(['All', ...window.map((option) => option.label)]);
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(trainingRows(page)).toHaveCount(shown.length);
    await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveText([
      'Training details',
      'Schedule',
    ]);

    const label = formatMonthYear(training.startDate);
    await page.getByRole('button', { name: label }).click();
    await expect(page.getByRole('button', { name: label })).toHaveAttribute('aria-pressed', 'true');
    await expect(trainingRows(page)).toHaveCount(filterByMonth(shown, monthKey(training.startDate)).length);
    const row = trainingRows(page).filter({ has: page.getByRole('heading', { name: training.title, exact: true }) });
    await expect(row).toHaveCount(1);
    const spots = Math.max(0, training.capacity - training.registered);
    await expect(row.getByText(`${training.registered}/${training.capacity} registered`)).toBeVisible();
    await expect(
      row.getByText(spots === 0 ? 'Fully booked' : `${spots} ${spots === 1 ? 'spot' : 'spots'} available`),
    ).toBeVisible();
    await expect(row.getByText(formatHours(training.time))).toBeVisible();
    await expect(row).toContainText(`Date: ${formatDayRange(training.span)}`);
    const href = await row.getByRole('link', { name: /Register Now/ }).getAttribute('href');
    expect(href).toMatch(/^mailto:training@eik\.co\.ke\?subject=/);
    expect(new URL(href!).searchParams.get('subject')).toBe(`Training registration: ${training.title} (${label})`);

    await page.getByRole('button', { name: window[0]!.label }).click();
    const before = filterByMonth(shown, window[0]!.key).length;
    if (before > 0) await expect(trainingRows(page)).toHaveCount(before);
    else await expect(page.getByRole('heading', { name: 'No trainings scheduled' })).toBeVisible();
    await page.getByRole('button', { name: 'All' }).click();
    await expect(trainingRows(page)).toHaveCount(shown.length);
    expect(consoleErrors).toEqual([]);
  });

  test('shows the categories, inclusions, policies and Event data, accessibly', async ({ page, consoleErrors }) => {
    const shown = await shownTrainings(page);
    await page.goto('/trainings/calendar');
    for (const category of [
      'Policy & Regulations',
      'Assessment & Planning',
      'Conservation & Management',
      'Climate & Sustainability',
    ]) {
      await expect(page.getByRole('heading', { name: category })).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'What’s included' })).toBeVisible();
    await expect(page.getByText('30 days before')).toBeVisible();
    await expect(page.getByText('up to 14 days before')).toBeVisible();
    await expect(page.getByText('20% off training fees')).toBeVisible();
    await expect(page.getByText('CPD points are awarded on completion')).toBeVisible();

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const events = jsonLd.map((text) => JSON.parse(text)).find((data) => data['@graph']?.[0]?.['@type'] === 'Event');
    expect(events['@graph']).toHaveLength(shown.length);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a month without trainings says so', async ({ page, consoleErrors }) => {
    // The month after the last training has none; the month before it holds the last training.
    const shown = await shownTrainings(page);
    const last = [...shown].sort((a, b) => (a.startDate < b.startDate ? -1 : 1)).at(-1)!;
    const [year, month] = last.startDate.split('-').map(Number) as [number, number];
    const empty = monthOption(year, month);
    await page.clock.setFixedTime(new Date(empty.year, empty.month, 10, 10));
    await page.goto('/trainings/calendar');
    await page.getByRole('button', { name: empty.label }).click();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No trainings scheduled' })).toBeVisible();
    await expect(page.getByText('There are no trainings scheduled for the selected month.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: formatMonthYear(last.startDate) }).click();
    await expect(trainingRows(page)).toHaveCount(filterByMonth(shown, monthKey(last.startDate)).length);
    expect(consoleErrors).toEqual([]);
  });

  test('December wraps to January', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(new Date(2025, 11, 10, 10));
    await page.goto('/trainings/calendar');
    await expect(monthButtons(page)).toHaveText(['All', 'November 2025', 'December 2025', 'January 2026']);
    expect(consoleErrors).toEqual([]);
  });

  test('no month filter when none of its months holds a training', async ({ page, consoleErrors }) => {
    // Two months after the last training's month: the month before, this one and the next are empty.
    const shown = await shownTrainings(page);
    const last = [...shown].sort((a, b) => (a.startDate < b.startDate ? -1 : 1)).at(-1)!;
    const [year, month] = last.startDate.split('-').map(Number) as [number, number];
    await page.clock.setFixedTime(new Date(year, month + 1, 10, 10));
    await page.goto('/trainings/calendar');
    await expect(page.getByRole('group', { name: 'Filter trainings by month' })).toHaveCount(0);
    await expect(trainingRows(page)).toHaveCount(shown.length);
    expect(consoleErrors).toEqual([]);
  });

  test('is readable at 390 px: no sideways scrolling', async ({ page }) => {
    const shown = await shownTrainings(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/trainings/calendar');
    await expect(trainingRows(page)).toHaveCount(shown.length);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calendar holds every training of its window, with All selected when it offers months', async ({ page }) => {
    const shown = await shownTrainings(page);
    await page.goto('/trainings/calendar');
    if ((await monthButtons(page).count()) > 0) {
      await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    }
    await expect(trainingRows(page)).toHaveCount(shown.length);
  });

  test('every year of trainings held has its page, linked from the calendar, each one listing that year', async ({
    page,
  }) => {
    const day = await servedBuildDay(page.request);
    const years = trainingYears(trainings, day);
    await page.goto('/trainings/calendar');
    const byYear = page.getByRole('navigation', { name: 'Trainings held by year' });
    if (years.length === 0) {
      await expect(byYear).toHaveCount(0);
      return;
    }
    if (years.length > 1) {
      await expect(byYear.getByRole('heading', { level: 3, name: 'Trainings held by year' })).toBeVisible();
      await expect(byYear.getByRole('link')).toHaveText(years);
    } else {
      // One year is one link that names it, not a heading over a lone pill.
      await expect(byYear.getByRole('heading')).toHaveCount(0);
      await expect(byYear.getByRole('link')).toHaveText(`Trainings held in ${years[0]}`);
    }
    for (const year of years) {
      await page.goto('/trainings/calendar');
      await page.getByRole('navigation', { name: 'Trainings held by year' }).getByRole('link', { name: year }).click();
      await expect(page).toHaveURL(new RegExp(`/trainings/calendar/${year}$`));
      await expect(page.getByRole('heading', { level: 1, name: `Trainings held in ${year}` })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new RegExp(`/trainings/calendar/${year}$`),
      );
      await expect(page).toHaveTitle(new RegExp(`Trainings held in ${year}`));
      const crumbs = page.getByRole('navigation', { name: /breadcrumb/i });
      await expect(crumbs.getByRole('link', { name: 'Training Calendar' })).toHaveAttribute(
        'href',
        '/trainings/calendar',
      );
      const held = trainingsHeldIn(trainings, year, day);
      await expect(trainingRows(page)).toHaveCount(held.length);
      await expect(trainingRows(page).getByRole('heading', { level: 3 })).toHaveText(held.map((t) => t.title));
      await expect(page.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
      const byYearHere = page.getByRole('navigation', { name: 'Trainings held by year' });
      if (years.length > 1) {
        await expect(byYearHere.getByRole('link', { name: year })).toHaveAttribute('aria-current', 'page');
      } else {
        // The only year: no list of one pill that links to the page itself.
        await expect(byYearHere).toHaveCount(0);
      }
    }
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    for (const year of years) expect(sitemap).toContain(`/trainings/calendar/${year}</loc>`);
  });
});

test.describe('the hub and the events calendar', () => {
  test('/news links the newest items of every kind and what is coming up', async ({ page, consoleErrors }) => {
    await page.goto('/news');
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
    for (const item of latestNews({ blogPosts, pressStatements, bulletins, newsletterIssues }, 6)) {
      await expect(main.getByRole('link', { name: item.title, exact: true })).toHaveAttribute('href', item.href);
    }
    // The hub decides what is to come by the visitor's day (after the build day's HTML).
    await hydrated(page);
    const day = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const coming = upcomingEvents(contentEvents(), day);
    if (coming.length === 0) await expect(main.getByText(/^No events are scheduled yet/)).toBeVisible();
    for (const event of coming.slice(0, 5)) await expect(main.getByRole('link', { name: event.title })).toBeVisible();
    // What is coming up leads; with nothing scheduled, the news does, above the empty calendar.
    const { events, latest } = pages.news.sections!;
    await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(
      coming.length > 0 ? events!.title : latest!.title,
    );
    await expect(main.getByRole('link', { name: 'RSS feed of All News' })).toHaveAttribute('href', /^\/feeds\//);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('/calendar lists what is to come and the recent past by month, each linking to its page', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/calendar');
    const main = page.getByRole('main');
    const day = await builtOn(page);
    const events = contentEvents(day);
    // The past back to the training calendar's window; older trainings are on their years' pages.
    const past = pastEvents(events, day, calendarWindowStart(day));
    for (const event of [...upcomingEvents(events, day), ...past]) {
      await expect(main.getByRole('link', { name: event.title }).first()).toHaveAttribute('href', event.href);
    }
    for (const event of events.filter((item) => !past.includes(item) && !upcomingEvents(events, day).includes(item))) {
      await expect(main.getByRole('link', { name: event.title, exact: true })).toHaveCount(0);
    }
    if (past.length > 0) {
      const years = trainingYears(trainings, day);
      await expect(main.getByRole('navigation', { name: 'Trainings held by year' }).getByRole('link')).toHaveText(
        years.length > 1 ? years : years.map((year) => `Trainings held in ${year}`),
      );
    }
    if (past.length > 0) {
      const section = main.getByRole('region', { name: 'Past events' });
      await expect(section.getByRole('heading', { level: 3 }).first()).toHaveText(eventsByMonth(past)[0]!.label);
    }
    if (upcomingEvents(events, day).length === 0) {
      await expect(main.getByText(/^No events are scheduled yet/)).toBeVisible();
      // Not round to another empty calendar: the sign-up for the dates, and the courses.
      const note = main.getByRole('region', { name: 'Coming up' });
      await expect(note.getByRole('link', { name: 'Get the dates by email' })).toHaveAttribute('href', '/newsletter');
      await expect(note.getByRole('link', { name: 'Short courses' })).toHaveAttribute(
        'href',
        '/trainings/short-courses',
      );
      await expect(note.getByRole('link', { name: /training calendar/i })).toHaveCount(0);
    }
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a past training linked from /calendar opens the folded list that holds it on a move inside the site', async ({
    page,
    request,
    consoleErrors,
  }) => {
    // The browser's day is the build day, so the page after hydration lists the same past as its HTML,
    // and the click comes after hydration: a move inside the site, not a full load.
    const day = await servedBuildDay(request);
    await page.clock.setFixedTime(dayFrom(day));
    await page.goto('/calendar');
    await hydrated(page);
    const past = pastEvents(contentEvents(day), day, calendarWindowStart(day)).filter((event) =>
      event.href.startsWith('/trainings/calendar#'),
    );
    if (past.length === 0) {
      // Nothing held in the calendar's window on this build day: no past list, nothing folded away.
      await expect(page.getByRole('region', { name: 'Past events' })).toHaveCount(0);
      return;
    }
    const event = past[0]!;
    await page.getByRole('region', { name: 'Past events' }).getByRole('link', { name: event.title }).first().click();
    await expect(page).toHaveURL(new RegExp(`${event.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    const row = page.getByRole('heading', { level: 3, name: event.title, exact: true });
    await expect(row).toBeVisible();
    await expect(row).toBeInViewport();
    expect(consoleErrors).toEqual([]);
  });
});
