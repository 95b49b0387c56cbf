import { site } from '../content/site';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { afterEvents } from './time';
import { careerActions, hrContactEmail, jobOpenings, resumeEmail } from '../content/careers';
import type { CareerAction } from '../content/schema';
import { applyHref, careerActionHref, emailHref } from '../lib/careers';

test('careers: openings, search, notify field and the ways to get involved', async ({ page, consoleErrors }) => {
  await page.goto('/resources/vacancy');
  await expect(page.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
  if (jobOpenings.length === 0) {
    await expect(page.getByRole('heading', { name: 'No Current Openings' })).toBeVisible();
  } else {
    for (const job of jobOpenings) {
      await expect(page.getByRole('heading', { level: 3, name: job.title, exact: true })).toBeVisible();
      await expect(page.getByRole('link', { name: `Apply for ${job.title}` })).toHaveAttribute(
        'href',
        applyHref(job, site.contacts.hrEmail),
      );
    }
  }
  await page.getByRole('searchbox', { name: 'Search openings' }).fill('officer (senior) [*]');
  await expect(page.getByRole('heading', { name: 'No Current Openings' })).toBeVisible();

  const email = page.getByRole('textbox', { name: 'Email address for job alerts' });
  const notify = page.getByRole('button', { name: 'Notify Me' });
  await notify.click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Please enter your email address.');
  await email.fill('amina@example');
  await notify.click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Please enter a valid email address, like name@example.com.',
  );
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/We will email/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await email.fill('amina@example.com');
  await notify.click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Thank you! We will email amina@example.com when a position opens.' }),
  ).toBeVisible();

  const targets: Record<string, string> = {
    ...Object.fromEntries((careerActions as CareerAction[]).map((action) => [action.label, careerActionHref(action)])),
    'Send Your Resume': emailHref(resumeEmail),
    'Contact HR Team': emailHref(hrContactEmail),
  };
  for (const href of Object.values(targets)) expect(href).toMatch(/^(\/|mailto:[^?]+\?subject=)/);
  for (const [name, href] of Object.entries(targets)) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }
  expect(consoleErrors).toEqual([]);
});

test.describe('once every deadline has passed', () => {
  test.use({ today: afterEvents });

  test('careers: no opening is listed and the page says so', async ({ page, consoleErrors }) => {
    await page.goto('/resources/vacancy');
    await expect(page.getByRole('heading', { name: 'No Current Openings' })).toBeVisible();
    await expect(page.locator('#openings').getByRole('article')).toHaveCount(0);
    await expect(page.getByText(/We are not recruiting at the moment/)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});
