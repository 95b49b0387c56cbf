import { expect, expectNoAxeViolations, test } from './fixtures';
import { newsletterIssues, recentIssueCount } from '../content/newsletter';
import { pages } from '../content/pages';
import { recentNewsletterIssues } from '../lib/newsletter-issues';
import { newsletterIssueHref, relatedItems } from '../lib/media-pages';
import { formatMonthYear } from '../lib/dates';
import { formatNumber } from '../lib/format';
import { isFeatured } from '../lib/news';
import { builtOn } from './time';
import { expectSmallCover } from './media-helpers';

// The issues the page lists: the most recent, newest first, each at its stable download address.
const recent = recentNewsletterIssues();
const lastIndex = newsletterIssues.length - 1;

test('newsletter: invalid inputs, subscribe, subscribe another email, issues and links', async ({
  page,
  consoleErrors,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') requests.push(`${request.method()} ${request.url()}`);
  });
  await page.goto('/newsletter');
  const name = page.getByRole('textbox', { name: /Full name/ });
  const email = page.getByRole('textbox', { name: /Email address/ }).first();
  const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
  const submit = form.getByRole('button', { name: 'Subscribe' });

  await submit.click();
  await expect(form.getByRole('alert')).toHaveText([
    'Please enter your full name.',
    'Please enter your email address.',
  ]);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill('Achieng Odhiambo');
  await email.fill('achieng@@example.com');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText(['Please enter a valid email address, like name@example.com.']);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await email.fill('achieng@example.com');
  await page.getByRole('checkbox', { name: 'Water Resources' }).check();
  await expect(page.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  await submit.click();
  await expect(
    page.getByText(
      'Thank you, Achieng Odhiambo. The next issue of our newsletter will be sent to achieng@example.com.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Subscribe Another Email' }).click();
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'Water Resources' })).not.toBeChecked();
  expect(requests).toEqual([]);

  const cards = page.locator('#issues').getByRole('article');
  await expect(cards).toHaveCount(Math.min(recentIssueCount, newsletterIssues.length));
  // Featured only while recent by the day the pages were built: an old mark lapses.
  const today = await builtOn(page);
  for (const [position, { issue, index }] of recent.entries()) {
    const card = cards.nth(position);
    await expect(card.getByRole('heading')).toHaveText(issue.title);
    await expect(card).toContainText(formatMonthYear(issue.date));
    await expect(card).toContainText(`${formatNumber(issue.downloads)} downloads`);
    await expect(card.getByText('Featured', { exact: true })).toHaveCount(isFeatured(issue, today) ? 1 : 0);
    await expect(card.getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
      'href',
      `/newsletter/download/${index}`,
    );
  }
  // Newest first; the newest issue has the highest number, the oldest is 0.
  await expect(cards.first().getByRole('link', { name: /Download PDF/ })).toHaveAttribute(
    'href',
    `/newsletter/download/${lastIndex}`,
  );
  // The archive is offered only when it holds issues the list above does not show; it goes back to the oldest.
  const archive = page.getByRole('link', { name: 'Browse the newsletter archive' });
  if (newsletterIssues.length > recentIssueCount) {
    await expect(archive).toHaveAttribute('href', '/newsletter/archive');
    await expect(page.getByText(`every issue since ${newsletterIssues[0]!.date.slice(0, 4)}`)).toBeVisible();
  } else {
    await expect(archive).toHaveCount(0);
    await expect(page.getByText(/Looking for an older issue/)).toHaveCount(0);
  }
  await expect(page.getByRole('main').getByRole('link', { name: 'Become a Member' })).toHaveAttribute(
    'href',
    '/members/join',
  );
  await expect(page.getByRole('main').getByRole('link', { name: 'News & Events' })).toHaveAttribute('href', '/news');
  expect(consoleErrors).toEqual([]);
});

test('each issue page shows its details and links its real PDF', async ({ page, request, consoleErrors }) => {
  for (const [index, issue] of newsletterIssues.entries()) {
    await page.goto(`/newsletter/download/${index}`);
    await expect(page.getByRole('heading', { level: 1, name: issue.title })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(formatMonthYear(issue.date));
    await expect(page).toHaveTitle(new RegExp(issue.title));
    // Its format, its pages from two and its size from 100 KB only: no "1 page".
    await expect(page.getByText(/^PDF(, \d+ pages)?(, \d+(\.\d)? (KB|MB))?$/)).toBeVisible();
    await expect(page.getByText(/\b1 page\b/)).toHaveCount(0);
    const article = page.getByRole('article', { name: issue.title });
    const link = article.getByRole('link', { name: /^Download PDF/ });
    await expect(link).toHaveAttribute('href', issue.file);
    // What is inside: the issue's own text, where its headings name what content lists.
    const inside = article.getByRole('region', { name: pages.newsletterIssue.texts!.text! });
    // The PDF may set a typewriter apostrophe where content has a typographic one.
    for (const heading of issue.contents ?? []) {
      const words = heading.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/[’']/g, "['’]");
      await expect(inside).toContainText(new RegExp(words));
    }
    // What to read next: the related issues (the nearest in date), each linking its own page and its PDF.
    const more = page.getByRole('region', { name: pages.newsletterIssue.texts!.more! });
    const others = relatedItems(newsletterIssues, issue).map(({ other, index: at }) => ({ ...other, at }));
    await expect(more.getByRole('heading', { level: 3 })).toHaveText(others.map((other) => other.title));
    await expect(more.getByRole('link', { name: others[0]!.title, exact: true })).toHaveAttribute(
      'href',
      newsletterIssueHref(others[0]!.at),
    );
    await expect(more.getByRole('link', { name: /^Download PDF/ })).toHaveCount(others.length);
    await expect(more.getByRole('link', { name: /^Download PDF/ }).first()).toHaveAttribute('href', others[0]!.file);
    const response = await request.get(issue.file);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
    if (index === 0) await expectNoAxeViolations(page);
  }
  expect(consoleErrors).toEqual([]);
});

for (const index of [String(newsletterIssues.length), '-1', 'abc']) {
  test(`/newsletter/download/${index} is the 404 page`, async ({ page }) => {
    const response = await page.goto(`/newsletter/download/${index}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  });
}

test.describe('the issues on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each issue card shows its small cover, left of its title heading, drawn and hidden from assistive technology', async ({
    page,
  }) => {
    for (const path of ['/newsletter', '/newsletter/archive']) {
      await page.goto(path);
      const card = page.getByRole('article').filter({ hasText: recent[0]!.issue.title }).first();
      const heading = card.getByRole('heading', { name: recent[0]!.issue.title });
      await expect(heading).toBeVisible();
      // One visible cover, page-shaped, beside the heading; the drawn page waits for 640 px.
      await expectSmallCover(card, heading, formatMonthYear(recent[0]!.issue.date));
    }
  });
});

test('the archive lists every issue by date alone: none is marked Featured there', async ({ page }) => {
  await page.goto('/newsletter/archive');
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards.first()).toBeVisible();
  await expect(cards.getByText('Featured', { exact: true })).toHaveCount(0);
  await expect(cards.getByRole('link', { name: /^Download PDF/ }).first()).toBeVisible();
});
