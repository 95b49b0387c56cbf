import { expect, test, type Page } from '@playwright/test';
import { agms } from '../../content/agm';
import { shownAgm } from '../../lib/agm';
import { newsletterIssues } from '../../content/newsletter';
import { isOver } from '../../lib/today';
import { shortCourses, trainings } from '../../lib/trainings';
import { builtOn } from '../time';

/**
 * The site as built, read with JavaScript off on a 390 px phone: what the HTML says must be true on
 * the day it was built (the page's build-date), with no registration for what has passed, and the
 * menu's News & Events and the footer's Events Calendar must lead somewhere. Expectations follow the
 * content's dates and the build day, so they hold on any day the site is built.
 */
test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

/** Links into the site inside the page's main content. */
async function internalLinks(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByRole('main')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

test('the training calendar offers registration only for trainings not yet over on the build day', async ({ page }) => {
  await page.goto('/trainings/calendar');
  const day = await builtOn(page);
  const open = trainings.filter((training) => !isOver(training.span.end, day));
  await expect(page.getByRole('link', { name: /^Register Now/ })).toHaveCount(open.length);
  await expect(page.getByRole('link', { name: /^Add to calendar/ })).toHaveCount(open.length);
  for (const training of trainings.filter((t) => !open.includes(t))) {
    await expect(page.getByRole('link', { name: new RegExp(`Register Now: ${training.title}`) })).toHaveCount(0);
  }
  if (open.length === 0) {
    // One message, no count that contradicts it, the latest three held in view and the rest under a
    // labelled control.
    await expect(page.getByText(/^No upcoming trainings yet/)).toBeVisible();
    await expect(page.getByText(/Showing all/)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Past trainings' }).locator('tbody tr')).toHaveCount(
      Math.min(3, trainings.length),
    );
    if (trainings.length > 3) {
      const summary = page.locator('summary').filter({ hasText: 'Earlier trainings' });
      await expect(summary).toContainText(`${trainings.length - 3} training`);
      await expect(summary).toContainText('Show');
    }
  }
});

test('the AGM page invites registration only while the meeting is to come', async ({ page }) => {
  await page.goto('/agm');
  const day = await builtOn(page);
  const register = page.getByRole('main').getByRole('link', { name: /^Register/ });
  // Over only when no meeting is to come: /agm then shows the latest one.
  if (isOver(shownAgm(agms, day).date, day)) {
    await expect(register).toHaveCount(0);
    await expect(page.getByRole('main')).not.toContainText('Register to attend');
    await expect(page.getByRole('heading', { name: /^Next AGM: date to be announced/ })).toBeVisible();
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email address' })).toBeVisible();
  } else {
    await expect(register.first()).toBeVisible();
  }
});

test('no short course that is over says Registration Open, and open courses come first', async ({ page }) => {
  await page.goto('/trainings/short-courses');
  const day = await builtOn(page);
  const cards = page.getByRole('main').getByRole('article');
  for (const course of shortCourses) {
    const card = cards.filter({ has: page.getByRole('heading', { name: course.name }) });
    const over = isOver(course.span?.end, day);
    if (over) {
      await expect(card.getByText('Registration Open')).toHaveCount(0);
      await expect(card.getByRole('link', { name: /Register Now/ })).toHaveCount(0);
    }
  }
  // Courses whose dates lie in a year before the build's year never say Registration Open.
  const buildYear = day.slice(0, 4);
  for (const course of shortCourses.filter((c) => (c.span?.end ?? '9999') < buildYear)) {
    await expect(cards.filter({ hasText: course.name }).getByText('Registration Open')).toHaveCount(0);
  }
  const badges = await cards
    .locator('span')
    .filter({ hasText: /^(Registration Open|Upcoming|Completed)$/ })
    .allTextContents();
  const rank = (badge: string) => ['Registration Open', 'Upcoming', 'Completed'].indexOf(badge);
  expect(badges.map(rank)).toEqual([...badges.map(rank)].sort((a, b) => a - b));
});

for (const path of ['/news', '/calendar']) {
  test(`${path} answers with its page, not Coming Soon, and leads into the site`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('main')).not.toContainText('Coming Soon');
    const links = await internalLinks(page);
    expect(links.length).toBeGreaterThanOrEqual(path === '/news' ? 3 : 1);
    for (const href of links.slice(0, 12)) {
      const answer = await page.request.get(href.split('#')[0]!);
      expect(answer.status(), href).toBe(200);
    }
  });
}

test('the menu and footer lead to News & Events and the Events Calendar under their labels', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Events Calendar' }).click();
  await expect(page).toHaveURL(/\/calendar$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Events Calendar' })).toBeVisible();
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'News & Events' }).click();
  await expect(page).toHaveURL(/\/news$/);
  await expect(page.getByRole('heading', { level: 1, name: 'News & Events' })).toBeVisible();
});

test('the newsletter archive link leads to every issue', async ({ page }) => {
  await page.goto('/news');
  await page.getByRole('link', { name: 'Newsletter issues' }).click();
  await expect(page).toHaveURL(/\/newsletter\/archive$/);
  for (const issue of newsletterIssues) {
    await expect(page.getByRole('heading', { name: issue.title })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /^Download PDF/ })).toHaveCount(newsletterIssues.length);
});
