import { expect, expectNoAxeViolations, test } from './fixtures';

test.describe('short courses', () => {
  test('shows the stats, every course with its badge, date and action', async ({ page, consoleErrors }) => {
    await page.goto('/trainings/short-courses');
    await expect(page.getByRole('heading', { level: 1, name: 'Short Courses' })).toBeVisible();
    for (const [label, value] of [
      ['Total Courses', '5'],
      ['Active Registrations', '3'],
      ['Completed Courses', '2'],
    ] as const) {
      await expect(page.locator('dl div').filter({ hasText: label }).locator('dd')).toHaveText(value);
    }
    const courses = page.getByRole('main').getByRole('article');
    await expect(courses).toHaveCount(5);
    await expect(courses.getByText('Registration Open', { exact: true })).toHaveCount(3);
    await expect(courses.getByText('Completed', { exact: true })).toHaveCount(2);
    await expect(courses.getByText('Course Completed')).toHaveCount(2);
    await expect(courses.getByText('Dates to be confirmed upon registration')).toHaveCount(1);
    await expect(courses.getByText('Scheduled: 3rd - 7th March 2025')).toBeVisible();
    const register = courses.getByRole('link', { name: /Register Now/ });
    await expect(register).toHaveCount(3);
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
const trainingRows = (page: import('@playwright/test').Page) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('cell') });

test.describe('training calendar', () => {
  test('filters the trainings of a month that has some', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(new Date(2025, 5, 15, 10));
    await page.goto('/trainings/calendar');
    await expect(monthButtons(page)).toHaveText(['All', 'May 2025', 'June 2025', 'July 2025']);
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(trainingRows(page)).toHaveCount(11);
    await expect(page.getByRole('table').first().getByRole('columnheader')).toHaveText([
      'Training details',
      'Schedule',
    ]);

    await page.getByRole('button', { name: 'June 2025' }).click();
    await expect(page.getByRole('button', { name: 'June 2025' })).toHaveAttribute('aria-pressed', 'true');
    await expect(trainingRows(page)).toHaveCount(1);
    const row = trainingRows(page).first();
    await expect(row.getByRole('heading', { name: 'Strategic Environmental Assessment (SEA)' })).toBeVisible();
    await expect(row.getByText('31/40 registered')).toBeVisible();
    await expect(row.getByText('9 spots available')).toBeVisible();
    await expect(row.getByText('9:00 AM - 5:00 PM')).toBeVisible();
    const href = await row.getByRole('link', { name: /Register Now/ }).getAttribute('href');
    expect(href).toMatch(/^mailto:training@eik\.co\.ke\?subject=/);
    expect(new URL(href!).searchParams.get('subject')).toBe(
      'Training registration: Strategic Environmental Assessment (SEA) (June 2025)',
    );

    await page.getByRole('button', { name: 'May 2025' }).click();
    await expect(trainingRows(page)).toHaveCount(1);
    await page.getByRole('button', { name: 'All' }).click();
    await expect(trainingRows(page)).toHaveCount(11);
    expect(consoleErrors).toEqual([]);
  });

  test('shows the categories, inclusions, policies and Event data, accessibly', async ({ page, consoleErrors }) => {
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
    expect(events['@graph']).toHaveLength(11);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a month without trainings says so; December wraps to January', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(new Date(2025, 11, 10, 10));
    await page.goto('/trainings/calendar');
    await expect(monthButtons(page)).toHaveText(['All', 'November 2025', 'December 2025', 'January 2026']);
    await page.getByRole('button', { name: 'December 2025' }).click();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No trainings scheduled' })).toBeVisible();
    await expect(page.getByText('There are no trainings scheduled for the selected month.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'November 2025' }).click();
    await expect(trainingRows(page)).toHaveCount(1);
    expect(consoleErrors).toEqual([]);
  });

  test('January wraps back to December of the year before', async ({ page, consoleErrors }) => {
    await page.clock.setFixedTime(new Date(2026, 0, 3, 10));
    await page.goto('/trainings/calendar');
    await expect(monthButtons(page)).toHaveText(['All', 'December 2025', 'January 2026', 'February 2026']);
    expect(consoleErrors).toEqual([]);
  });

  test('is readable at 390 px: no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/trainings/calendar');
    await expect(trainingRows(page)).toHaveCount(11);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calendar shows All and every training', async ({ page }) => {
    await page.goto('/trainings/calendar');
    await expect(monthButtons(page)).toHaveText(['All']);
    await expect(page.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await expect(trainingRows(page)).toHaveCount(11);
  });
});

test.describe('coming soon pages', () => {
  for (const path of ['/news', '/calendar']) {
    test(`${path} shows only the notice and the way home`, async ({ page, consoleErrors }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByText('Coming Soon', { exact: true })).toBeVisible();
      await expect(main.getByRole('heading', { level: 1, name: 'This Page is Coming Soon' })).toBeVisible();
      await expect(main.getByRole('link')).toHaveCount(1);
      await expectNoAxeViolations(page);
      await main.getByRole('link', { name: 'Back to Home' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(consoleErrors).toEqual([]);
    });
  }
});
