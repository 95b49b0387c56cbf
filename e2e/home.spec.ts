import { expect, expectNoAxeViolations, hydrated, installPausedClock, test } from './fixtures';
import { missionObjectives } from '../content/home';
import { homeCategoryIds } from '../content/membership';
import { getCategory } from '../lib/membership';
import { partnerRows } from '../content/partners';
import { impactStats, site } from '../content/site';
import { donateLink, joinLink } from '../content/navigation';
import { formatNumber } from '../lib/format';
import { latestContentNews, newsHeading } from '../lib/news';
import { pages } from '../content/pages';
import { afterEvents, beforeEvents, builtOn } from './time';

/** The news section's heading while its newest item is recent on the build day; else there is none. */
async function newsTitle(page: import('@playwright/test').Page): Promise<string | undefined> {
  const { latest } = pages.home.sections;
  return newsHeading(latestContentNews(1), await builtOn(page), site.recentDays, { latest, earlier: undefined })?.title;
}

/** The counters' final figures, as the page writes them. */
const counterFigures = impactStats.map((stat) => `${formatNumber(stat.value)}${stat.suffix}`);

test.describe('home page', () => {
  test('shows every section with no console error and no axe violation', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Environmental Institute of Kenya/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Championing environmental excellence in Kenya');
    const hero = page.getByRole('main').locator('section').first();
    await expect(hero.getByRole('link', { name: joinLink.label, exact: true })).toHaveAttribute(
      'href',
      '/members/join',
    );
    await expect(hero.getByRole('link', { name: donateLink.label, exact: true })).toHaveAttribute('href', '/donate');

    for (const heading of ['Our Mission & Objectives', 'Our Impact', 'Membership Levels & Criteria', 'Our Partners']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    const mission = page.locator('#mission');
    await expect(mission.getByRole('heading', { level: 3 })).toHaveText(missionObjectives.map((card) => card.title));

    const membership = page.locator('#membership');
    await expect(membership.getByRole('heading', { level: 3 })).toHaveText(
      homeCategoryIds.map((id) => getCategory(id).type),
    );
    await expect(membership.getByText('Most Popular')).toBeVisible();
    const apply = membership.getByRole('link', { name: /Apply Now/ });
    await expect(apply).toHaveCount(homeCategoryIds.length);
    for (const link of await apply.all()) {
      await expect(link).toHaveAttribute('href', 'https://portal.eik.co.ke/register');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(page.getByRole('link', { name: 'View All Membership Levels' })).toHaveAttribute(
      'href',
      '/members/fees',
    );

    // The rows of partners, the middle one running the other way.
    const rows = page.locator('#partners .marquee-track');
    await expect(rows).toHaveCount(partnerRows.length);
    await expect(rows.nth(1)).toHaveAttribute('data-direction', 'reverse');

    await expect(page.getByRole('link', { name: 'View Training Calendar' })).toHaveAttribute(
      'href',
      '/trainings/calendar',
    );
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('the latest news while recent: the three newest items of every kind, each linking to its page; no archive', async ({
    page,
  }) => {
    await page.goto('/');
    const latest = page.locator('#latest');
    const title = await newsTitle(page);
    if (!title) {
      // Old news is not the home page's to show: News & Events keeps it.
      await expect(latest).toHaveCount(0);
      await expect(page.getByRole('main').getByRole('heading', { name: latestContentNews(1)[0]!.title })).toHaveCount(
        0,
      );
      return;
    }
    await expect(latest.getByRole('heading', { level: 2 })).toHaveText(title);
    const newest = latestContentNews(3);
    const titles = latest.getByRole('heading', { level: 3 });
    await expect(titles).toHaveText(newest.map((item) => item.title));
    for (const item of newest) {
      await expect(titles.getByRole('link', { name: item.title, exact: true })).toHaveAttribute('href', item.href);
    }
    await expect(latest.getByRole('link', { name: pages.home.links.allNews.label })).toHaveAttribute('href', '/news');
  });

  test('counters end on the stated figures after counting up', async ({ page }) => {
    await page.goto('/');
    const impact = page.locator('#impact');
    await impact.scrollIntoViewIfNeeded();
    await expect(impact.locator('dd [aria-hidden="true"]')).toHaveText(counterFigures, {
      timeout: 8000,
    });
  });

  test('the hero rotates, pauses on hover and by its button', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    // The page's timers start once it has hydrated: only then move the clock.
    await hydrated(page);
    const current = page.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    await expect(current).toHaveAttribute('aria-label', /^1 of 4/);
    await page.mouse.move(5, 5);
    await page.clock.runFor(4100);
    await expect(current).toHaveAttribute('aria-label', /^2 of 4/);

    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(9000);
    await expect(current).toHaveAttribute('aria-label', /^2 of 4/);

    await page.getByRole('button', { name: 'Play slideshow' }).click();
    await page.getByRole('heading', { level: 1 }).hover();
    await page.clock.runFor(9000);
    await expect(current).toHaveAttribute('aria-label', /^2 of 4/);
  });

  test('a turn of the slides moves nothing on the page, not even its own dots', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: string[] = [];
      (window as unknown as { shifts: string[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { sources: { node?: Node }[] }[])
          shifts.push(...entry.sources.map((source) => (source.node as Element | undefined)?.outerHTML ?? '?'));
      }).observe({ type: 'layout-shift' });
    });
    await installPausedClock(page);
    await page.goto('/');
    await hydrated(page);
    await page.mouse.move(5, 5);
    const current = page.locator('[aria-roledescription="slide"][aria-hidden="false"]');
    // Only what the turn moves: a shift while a loaded machine painted the page is another test's (fonts).
    await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts.splice(0));
    await page.clock.runFor(4100);
    await expect(current).toHaveAttribute('aria-label', /^2 of 4/);
    await page.clock.runFor(1000);
    expect(await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts)).toEqual([]);
  });

  test('the scrolling partners pause by their button', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Pause partners' });
    await button.click();
    await expect(page.locator('#partners .marquee')).toHaveAttribute('data-paused', 'true');
    const state = await page
      .locator('#partners .marquee-track')
      .first()
      .evaluate((el) => getComputedStyle(el).animationPlayState);
    expect(state).toBe('paused');
    await expect(page.getByRole('button', { name: 'Play partners' })).toBeVisible();
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every section and the final counter figures', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const text of [
      'Our Mission & Objectives',
      ...missionObjectives.map((objective) => objective.title),
      'Our Impact',
      'Membership Levels & Criteria',
      'Our Partners',
    ]) {
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.locator('#impact dd [aria-hidden="true"]')).toHaveText(counterFigures);
    // Nothing is left invisible by a scroll reveal.
    const hidden = await page
      .locator('main *')
      .evaluateAll((els) => els.filter((el) => getComputedStyle(el).opacity === '0' && el.textContent?.trim()).length);
    expect(hidden).toBe(0);
    // The top-level menu titles are plain links.
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Membership' }),
    ).toHaveAttribute('href', '/members/join');
  });
});

test.describe('the hero on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('its controls stand on a translucent bar: legible on every slide, 44 px targets', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const hero = page.getByRole('region', { name: 'Highlights' });
    const pause = hero.getByRole('button', { name: 'Pause slideshow' });
    const bar = pause.locator('xpath=..');
    const dots = bar.getByRole('button', { name: /^Show slide/ });
    await expect(dots).toHaveCount(4);
    const background = await bar.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).not.toBe('rgba(0, 0, 0, 0)');
    expect(background).not.toBe('transparent');
    // Translucent: the artwork shows through, darkened.
    const alpha = /^rgba\(.*,\s*([\d.]+)\)$/.exec(background)?.[1] ?? /\/\s*([\d.]+)\)$/.exec(background)?.[1];
    expect(Number(alpha ?? 1)).toBeLessThan(1);
    for (const control of [...(await dots.all()), pause]) {
      const box = (await control.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(44);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    // Every dot, and the pause button, inside the bar.
    const barBox = (await bar.boundingBox())!;
    const heroBox = (await hero.boundingBox())!;
    expect(barBox.x + barBox.width).toBeLessThanOrEqual(heroBox.x + heroBox.width);
    await dots.nth(1).focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const outline = await dots.nth(1).evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
  });
});

for (const width of [320, 390, 1024, 1366, 1920]) {
  test.describe(`the hero’s controls at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('end where the headline’s container ends, not beyond the content edge', async ({ page }) => {
      await page.goto('/');
      await hydrated(page);
      const hero = page.getByRole('region', { name: 'Highlights' });
      const controls = (await hero.getByRole('button', { name: 'Pause slideshow' }).locator('xpath=..').boundingBox())!;
      // The content edge: the headline's container, within its padding.
      const edge = await hero.getByRole('heading', { level: 1 }).evaluate((heading) => {
        const container = heading.parentElement!;
        return container.getBoundingClientRect().right - parseFloat(getComputedStyle(container).paddingRight);
      });
      expect(Math.abs(controls.x + controls.width - edge)).toBeLessThanOrEqual(1);
    });
  });
}

for (const width of [320, 390]) {
  test.describe(`the hero at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('its controls stand clear of the buttons, and its eyebrow leaves no word alone on a line', async ({
      page,
    }) => {
      await page.goto('/');
      await hydrated(page);
      const hero = page.getByRole('region', { name: 'Highlights' });
      const controls = await hero.getByRole('button', { name: 'Pause slideshow' }).locator('xpath=..').boundingBox();
      let buttonsEnd = 0;
      for (const label of [joinLink.label, donateLink.label]) {
        const button = (await hero.getByRole('link', { name: label, exact: true }).boundingBox())!;
        buttonsEnd = Math.max(buttonsEnd, button.y + button.height);
      }
      expect(controls!.y - buttonsEnd).toBeGreaterThanOrEqual(24);

      // The eyebrow's words grouped by the line each stands on, as the visitor reads them.
      const lines = await hero.getByText(String(site.founded)).evaluate((element) => {
        const text = element.firstChild!;
        const byLine = new Map<number, string[]>();
        for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(text, match.index);
          range.setEnd(text, match.index + match[0].length);
          const top = Math.round(range.getClientRects()[0]!.top);
          byLine.set(top, [...(byLine.get(top) ?? []), match[0]]);
        }
        return [...byLine.values()];
      });
      for (const line of lines) {
        expect(line.length, `"${line.join(' ')}" alone on its line`).toBeGreaterThan(1);
        if (line.join(' ').includes(String(site.founded)))
          expect(
            line.some((word) => site.name.includes(word)),
            `"${line.join(' ')}" keeps a word of the name`,
          ).toBe(true);
      }
    });
  });
}

test.describe('the home page after every event in content', () => {
  test.use({ today: afterEvents });

  test('no past date as coming up; recent news next, saying where the next trainings are announced', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const { sections, texts, links } = pages.home;
    await expect(page.getByRole('heading', { level: 2, name: sections.events!.title })).toHaveCount(0);
    const latest = page.locator('#latest');
    if (!(await newsTitle(page))) {
      await expect(latest).toHaveCount(0);
      return;
    }
    // The first dated section after the partners is the news, newest first.
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    const names = await headings.allTextContents();
    expect(names.indexOf((await newsTitle(page))!)).toBe(names.indexOf('Our Partners') + 1);
    await expect(latest.getByRole('heading', { level: 3 }).first()).toHaveText(latestContentNews(1)[0]!.title);
    await expect(latest.getByText(texts!.noEvents!)).toBeVisible();
    await expect(latest.getByRole('link', { name: links!.newsletter!.label })).toHaveAttribute('href', '/newsletter');
  });
});

test.describe('the home page while events are to come', () => {
  test.use({ today: beforeEvents });

  test('leads with what is coming up, then the latest news, and no note', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const { sections, texts } = pages.home;
    const headings = page.getByRole('main').getByRole('heading', { level: 2 });
    const names = await headings.allTextContents();
    expect(names.indexOf(sections.events!.title)).toBe(names.indexOf('Our Partners') + 1);
    const news = await newsTitle(page);
    if (news) expect(names.indexOf(news)).toBe(names.indexOf(sections.events!.title) + 1);
    else await expect(page.locator('#latest')).toHaveCount(0);
    await expect(page.locator('#events').getByRole('listitem')).toHaveCount(3);
    await expect(page.getByText(texts!.noEvents!)).toHaveCount(0);
  });
});
