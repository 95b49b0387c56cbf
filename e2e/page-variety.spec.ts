import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { background, backgroundQuote } from '../content/about';
import { donationLead, donationStory } from '../content/donation';
import { joinLead, joinStory } from '../content/membership';
import { pages } from '../content/pages';
import { calendarLead, shortCoursesLead } from '../content/training-info';
import type { ImageRef, Testimonial } from '../content/schema';

/**
 * The pages that open with a photo: the big landing pages, in their header beside the title (`lead`
 * is the text section that follows it). List pages have a compact header and lead with their list.
 */
const leadPages = [
  { path: '/members/join', image: pages.join.image!, lead: joinLead.title },
  { path: '/trainings/short-courses', image: pages.shortCourses.image!, lead: shortCoursesLead.title },
  { path: '/about/background', image: pages.background.image!, lead: pages.background.sections!.story!.title },
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

/** A quote shows with its speaker; sample words marked `standIn` show nowhere, not even in part. */
async function expectQuote(page: Page, testimonial: Testimonial) {
  const figure = page
    .locator('main figure')
    .filter({ has: page.locator('blockquote', { hasText: testimonial.quote }) });
  if (testimonial.standIn) {
    await expect(page.locator('main')).not.toContainText(testimonial.name);
    await expect(page.locator('main blockquote')).toHaveCount(0);
    return;
  }
  await expect(figure).toBeVisible();
  await expect(figure.locator('figcaption')).toContainText(testimonial.name);
  await expect(figure.locator('figcaption')).toContainText(testimonial.role);
}

test.describe('inner pages vary their sections', () => {
  for (const { path, image, lead } of leadPages) {
    for (const viewport of [phone, desktop]) {
      test(`${path} at ${viewport.width} px leads with its photo beside its title, or with its title alone while the picture is a stand-in`, async ({
        page,
        consoleErrors,
      }) => {
        await page.setViewportSize(viewport);
        await page.goto(path);
        const photo = page.getByRole('img', { name: image.alt, exact: true });
        if (image.standIn) {
          // A drawn stand-in does not head the page: the header is its title and words until the
          // photograph comes, and the story starts sooner.
          await expect(photo).toHaveCount(0);
          const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
          const story = (await page.getByRole('heading', { level: 2, name: lead }).boundingBox())!;
          expect(story.y).toBeGreaterThan(title.y);
          expect(story.y).toBeLessThan(viewport.width >= 1024 ? 900 : 1100);
          expect(consoleErrors).toEqual([]);
          return;
        }
        await expect(photo).toBeVisible();
        // Near the top: it starts above every section heading of the page body but its own, and
        // on a phone it shows without scrolling, which is why it may load at high priority.
        const photoTop = (await photo.boundingBox())!.y;
        const heading = page.getByRole('heading', { level: 2, name: lead });
        await expect(heading).toBeVisible();
        const title = page.getByRole('heading', { level: 1 });
        const titleBox = (await title.boundingBox())!;
        // Beside the title from 1024 px (its top above the title's foot); on a phone the title first.
        if (viewport.width >= 1024) expect(photoTop).toBeLessThan(titleBox.y + titleBox.height);
        else expect(photoTop).toBeGreaterThan(titleBox.y + titleBox.height);
        expect(photoTop).toBeLessThan((await heading.boundingBox())!.y);
        const otherHeadings = page.locator('main h2').filter({ hasNotText: lead });
        // Both read before any scrolling, relative to the viewport; a heading not shown at this width has no box.
        const shownTops = (els: Element[]) =>
          els.filter((el) => el.getClientRects().length > 0).map((el) => el.getBoundingClientRect().top);
        for (const top of await otherHeadings.evaluateAll(shownTops)) {
          expect(photoTop).toBeLessThan(top);
        }
        expect(photoTop).toBeLessThan(viewport.height);
        await expect(photo).toHaveAttribute('fetchpriority', 'high');
        await expectPhoto(page, image);
        expect(consoleErrors).toEqual([]);
      });
    }
  }

  for (const viewport of [phone, desktop]) {
    test(`/donate at ${viewport.width} px leads with its form in the header, the amounts in the first view`, async ({
      page,
      consoleErrors,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/donate');
      const titleBox = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      const form = page.getByRole('region', { name: pages.donate.sections!.give!.title });
      const formTop = (await form.boundingBox())!.y;
      // Beside the title from 1024 px; on a phone right after it.
      if (viewport.width >= 1024) expect(formTop).toBeLessThan(titleBox.y + titleBox.height);
      else expect(formTop).toBeGreaterThan(titleBox.y + titleBox.height);
      const amounts = page.getByRole('group', { name: 'Amount' });
      const amountsBox = (await amounts.boundingBox())!;
      expect(amountsBox.y + amountsBox.height).toBeLessThan(viewport.height);
      // The picture fills the column under the title beside the form; a phone, which goes from the
      // title to the form, neither shows nor fetches it.
      // By its alt text in the markup: hidden, it has no role in the accessibility tree.
      const photo = page.locator(`img[alt="${pages.donate.image!.alt}"]`);
      if (pages.donate.image!.standIn) {
        // A drawn stand-in is not shown at any width, nor fetched.
        await expect(photo).toHaveCount(0);
      } else if (viewport.width >= 1024) {
        await expectPhoto(page, pages.donate.image!);
        expect((await photo.boundingBox())!.y).toBeGreaterThan(titleBox.y + titleBox.height);
      } else {
        await expect(photo).toBeHidden();
        expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe('');
      }
      // What the gift does and how to pay come after, in the page body: what gifts pay for in a band of
      // its own beside a donor's words, or, while the story is a stand-in, closing the impact band.
      if (donationStory.standIn) {
        await expect(page.locator('#impact').getByText(donationLead.text[0]!)).toBeAttached();
        await expect(page.getByRole('heading', { level: 2, name: donationLead.title })).toHaveCount(0);
      } else {
        await expect(page.getByRole('heading', { level: 2, name: donationLead.title })).toBeAttached();
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('the training calendar, a list page, leads with its schedule; its photo and lead come after', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/trainings/calendar');
    const headings = page.locator('main h2');
    await expect(headings.first()).toHaveText(pages.trainingCalendar.sections!.calendar!.title);
    const schedule = (await headings.first().boundingBox())!;
    // On a phone the schedule's heading shows without scrolling; the lead's is further down.
    expect(schedule.y + schedule.height).toBeLessThan(phone.height);
    const lead = page.getByRole('heading', { level: 2, name: calendarLead.title });
    expect((await lead.boundingBox())!.y).toBeGreaterThan(schedule.y + schedule.height);
    const photo = await expectPhoto(page, calendarLead.image);
    await expect(photo).toHaveAttribute('loading', 'lazy');
  });

  test('How to Join tells a member’s story, once a real one is in content', async ({ page }) => {
    await page.goto('/members/join');
    await expectQuote(page, joinStory);
  });

  test('Donate tells what a gift changed, once a real donor’s words are in content', async ({ page }) => {
    await page.goto('/donate');
    await expectQuote(page, donationStory);
  });

  test('Our Background tells its story beside its heading, and a quote once a real one is in content', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/about/background');
    const story = page.getByRole('region', { name: 'Our story' });
    for (const paragraph of background.story) await expect(story.getByText(paragraph)).toBeVisible();
    await expectQuote(page, backgroundQuote);
    await expectNoAxeViolations(page);
  });

  test('Approach is a numbered list and a photo, far shorter on a phone than a column of cards', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/about/approach');
    const body = pages.approach.body;
    const strategies = body.find((block) => block.type === 'list' && block.style === 'numbers')!;
    await expect(page.locator('#six-core-strategies ol > li h3')).toHaveText(
      strategies.type === 'list' ? strategies.items.map((item) => (typeof item === 'string' ? item : item.title)) : [],
    );
    await expectPhoto(
      page,
      body.find((block) => block.type === 'image')!,
    );
    // With a column of identical icon cards, these four sections measured 4,484 px at this width
    // and the whole page 6,781 px.
    const sections = await page.evaluate(() => {
      const top = document.getElementById('six-core-strategies')!.getBoundingClientRect().top;
      return document.getElementById('measuring-our-impact')!.getBoundingClientRect().bottom - top;
    });
    expect(sections).toBeLessThan(3_200);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThan(5_600);
    await expectNoAxeViolations(page);
  });
});

/** The page title's colour and the colour of the band behind it, as relative luminance (0 black, 1 white). */
async function titleOnBand(page: Page) {
  return page.getByRole('heading', { level: 1 }).evaluate((h1) => {
    const luminance = (css: string) => {
      const [r, g, b] = (css.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    let band: Element | null = h1;
    while (band && getComputedStyle(band).backgroundColor === 'rgba(0, 0, 0, 0)') band = band.parentElement;
    return {
      title: luminance(getComputedStyle(h1).color),
      band: band ? luminance(getComputedStyle(band).backgroundColor) : 1,
    };
  });
}

test.describe('a page to read opens unlike the list it belongs to', () => {
  for (const [list, item] of [
    ['/press-statements', '/press-statements/climate-adaptation-financing'],
    ['/monthly-bulletin', '/monthly-bulletin/bulletin-2024-12'],
    ['/blogs', '/blogs/kenya-renewable-energy-leadership'],
    ['/newsletter', '/newsletter/download/0'],
  ] as const) {
    test(`${item}: dark title on a white header; ${list}: light title on the green band`, async ({ page }) => {
      await page.setViewportSize(desktop);
      await page.goto(list);
      const onList = await titleOnBand(page);
      expect(onList.title).toBeGreaterThan(0.8);
      expect(onList.band).toBeLessThan(0.1);
      await page.goto(item);
      const onItem = await titleOnBand(page);
      expect(onItem.title).toBeLessThan(0.1);
      expect(onItem.band).toBeGreaterThan(0.9);
    });
  }
});
