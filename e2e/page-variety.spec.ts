import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { approachImage, backgroundQuote, backgroundStoryImage, coreStrategies } from '../content/about';
import { donationLead, donationStory } from '../content/donation';
import { joinLead, joinStory } from '../content/membership';
import { calendarLead, shortCoursesLead } from '../content/training-info';
import type { ImageRef, Testimonial } from '../content/schema';

/** The pages that open with a photo beside their intro, right below the page heading. */
const leadPages = [
  { path: '/members/join', lead: joinLead },
  { path: '/donate', lead: donationLead },
  { path: '/trainings/calendar', lead: calendarLead },
  { path: '/trainings/short-courses', lead: shortCoursesLead },
];

const phone = { width: 390, height: 844 };
const desktop = { width: 1366, height: 900 };

/** The photo, visible and loaded, with its box reserved by width and height attributes. */
async function expectPhoto(page: Page, image: ImageRef) {
  const photo = page.getByRole('img', { name: image.alt, exact: true });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('width', /^\d+$/);
  await expect(photo).toHaveAttribute('height', /^\d+$/);
  await photo.scrollIntoViewIfNeeded();
  await expect
    .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), {
      message: `${image.src} loads`,
    })
    .toBe(true);
  return photo;
}

async function expectQuote(page: Page, testimonial: Testimonial) {
  const figure = page
    .locator('main figure')
    .filter({ has: page.locator('blockquote', { hasText: testimonial.quote }) });
  await expect(figure).toBeVisible();
  await expect(figure.locator('figcaption')).toContainText(testimonial.name);
  await expect(figure.locator('figcaption')).toContainText(testimonial.role);
}

test.describe('inner pages vary their sections', () => {
  for (const { path, lead } of leadPages) {
    for (const viewport of [phone, desktop]) {
      test(`${path} at ${viewport.width} px leads with a photo beside its intro`, async ({ page, consoleErrors }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const photo = page.getByRole('img', { name: lead.image.alt, exact: true });
        await expect(photo).toBeVisible();
        // Near the top: it starts above every section heading of the page body but its own, and
        // on a phone it shows without scrolling, which is why it may load at high priority.
        const photoTop = (await photo.boundingBox())!.y;
        const heading = page.getByRole('heading', { level: 2, name: lead.title });
        await expect(heading).toBeVisible();
        const otherHeadings = page.locator('main h2').filter({ hasNotText: lead.title });
        // Both read before any scrolling, relative to the viewport.
        for (const top of await otherHeadings.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))) {
          expect(photoTop).toBeLessThan(top);
        }
        expect(photoTop).toBeLessThan(viewport.height);
        await expect(photo).toHaveAttribute('fetchpriority', 'high');
        await expectPhoto(page, lead.image);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  test('How to Join tells a member’s story', async ({ page }) => {
    await page.goto('/members/join');
    await expectQuote(page, joinStory);
  });

  test('Donate tells what a gift changed', async ({ page }) => {
    await page.goto('/donate');
    await expectQuote(page, donationStory);
  });

  test('Our Background shows a photo beside the story, and a quote', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/about/background');
    const story = page.getByRole('region', { name: 'Our story' });
    await expectPhoto(page, backgroundStoryImage);
    await expect(story.getByRole('img', { name: backgroundStoryImage.alt, exact: true })).toBeVisible();
    await expectQuote(page, backgroundQuote);
    await expectNoAxeViolations(page);
  });

  test('Approach is a numbered list and a photo, far shorter on a phone than a column of cards', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/about/approach');
    await expect(page.locator('#strategies ol > li h3')).toHaveText(coreStrategies.map((s) => s.title));
    await expectPhoto(page, approachImage);
    // With a column of identical icon cards, these four sections measured 4,484 px at this width
    // and the whole page 6,781 px.
    const sections = await page.evaluate(() => {
      const top = document.getElementById('strategies')!.getBoundingClientRect().top;
      return document.getElementById('impact')!.getBoundingClientRect().bottom - top;
    });
    expect(sections).toBeLessThan(3_200);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(5_600);
    await expectNoAxeViolations(page);
  });
});
