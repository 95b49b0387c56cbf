import type { Locator, Page } from '@playwright/test';
import { membershipCategories } from '../content/membership';
import { newsletterContents, newsletterFrequency } from '../content/newsletter';
import { pressStatements } from '../content/press';
import { pages } from '../content/pages';
import { donationBankTransfer, donationCompletion, donationPaymentGroups } from '../content/donation';
import { downloads } from '../content/downloads';
import { missionObjectives } from '../content/home';
import { shortCourses } from '../content/trainings';
import { pressStatementHref } from '../lib/media-pages';
import { expect, painted, test } from './fixtures';
import { mediaLists } from '../content/list-words';
import { readCharter, showPages } from './charter';
import { charter } from '../content/charter';
import { mainNavigation } from '../lib/navigation';
import { isRecent } from '../lib/dates';
import { site } from '../content/site';
import { builtOn } from './time';

/**
 * Layout and wording defects a design review found: a zoomed PDF page cut off at its left (pages
 * scrolling sideways at any width are caught by the tour, e2e/quality/tour.spec.ts), search results titled by page, touching calendar buttons, membership
 * categories out of order, a full-width newsletter form and two different newsletter frequencies.
 */

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('element has no box');
  return found;
}

async function openCharter(page: Page) {
  await page.goto('/members/join');
  await readCharter(page);
  const viewer = page.getByRole('region', { name: /: document$/ });
  await showPages(page);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible({ timeout: 20_000 });
  await expect(viewer.locator('canvas')).toBeVisible();
  return viewer;
}

for (const width of [320, 390, 1024, 1366]) {
  test(`the charter at ${width} px is a sized block: its title, facts and actions beside its cover, no empty frame`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/members/join');
    const block = page
      .locator('#charter')
      .getByRole('heading', { level: 3, name: charter.title })
      .locator('..')
      .locator('..');
    await expect(block.getByRole('link', { name: charter.texts.read, exact: true })).toBeVisible();
    await expect(block.getByRole('link', { name: charter.texts.download, exact: true })).toBeVisible();
    await expect(block.getByText(/^\d+ pages?(, [\d.]+ (KB|MB))?$/)).toBeVisible();
    // Measured on the review's 700 px box: a block of a cover and a few lines stays well under it.
    expect((await box(block)).height).toBeLessThanOrEqual(width < 640 ? 420 : 360);
    // Nothing stands open below it until the visitor asks to read.
    await expect(page.getByRole('region', { name: /: document$/ })).toHaveCount(0);
  });
}

for (const [label, width, height] of [
  ['desktop', 1366, 900],
  ['phone', 390, 844],
] as const) {
  test(`PDF viewer (${label}): a zoomed page can be scrolled to both of its edges`, async ({ page, consoleErrors }) => {
    await page.setViewportSize({ width, height });
    const viewer = await openCharter(page);
    // Every screen opens the pages fitted to the width; 200% is four steps from there.
    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    for (let i = 0; i < 4; i++) await zoomIn.click();
    await expect(page.getByText(/^Zoom 200%$/)).toBeVisible();
    const canvas = viewer.locator('canvas');
    await expect.poll(async () => (await box(canvas)).width).toBeGreaterThan((await box(viewer)).width);

    // Scrolled fully left, the page's left edge is inside the viewer, not cut off before it.
    await viewer.evaluate((element) => element.scrollTo({ left: 0 }));
    expect((await box(canvas)).x).toBeGreaterThanOrEqual((await box(viewer)).x - 0.5);
    // Scrolled fully right, its right edge is reachable too.
    await viewer.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const right = await box(canvas);
    const frame = await box(viewer);
    expect(right.x + right.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
    expect(consoleErrors).toEqual([]);
  });
}

test('PDF viewer on a phone: Fit width fits the page to the viewer and says so', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const viewer = await openCharter(page);
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await page.getByRole('button', { name: 'Fit width' }).click();
  await expect(page.getByText(/^Zoom 100%$/)).toBeVisible();
  const canvas = await box(viewer.locator('canvas'));
  const frame = await box(viewer);
  expect(canvas.x).toBeGreaterThanOrEqual(frame.x);
  expect(canvas.x + canvas.width).toBeLessThanOrEqual(frame.x + frame.width);
  // The page uses the viewer's width, less its small padding.
  expect(canvas.width).toBeGreaterThan(frame.width - 24);
});

test('from 1024 px the header bar shows the main sections on one row, clear of search and Menu', async ({ page }) => {
  // The sections of the site itself: the other site's link may wait for the wider bar.
  const sections = mainNavigation.filter((group) => !('external' in group && group.external));
  for (const width of [1024, 1100, 1200, 1279, 1280, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const banner = page.getByRole('banner');
    const nav = banner.getByRole('navigation', { name: 'Main' });
    await expect(nav, `the sections at ${width} px`).toBeVisible();
    const boxes = [];
    for (const group of sections) boxes.push(await box(nav.getByRole('link', { name: group.label, exact: true })));
    // One row: every title at the same height, none wrapped onto a second line.
    for (const link of boxes) {
      expect(Math.abs(link.y - boxes[0]!.y), `one row at ${width} px`).toBeLessThanOrEqual(1);
      expect(link.height, `one line at ${width} px`).toBeLessThanOrEqual(boxes[0]!.height + 1);
    }
    const search = await box(banner.getByRole('button', { name: 'Search', exact: true }));
    const last = boxes[boxes.length - 1]!;
    expect(last.x + last.width, `the last section clear of search at ${width} px`).toBeLessThanOrEqual(search.x);
    const menu = banner.getByRole('button', { name: 'Menu', exact: true });
    const end = (await menu.isVisible()) ? await box(menu) : search;
    expect(end.x + end.width, `the bar's last control on screen at ${width} px`).toBeLessThanOrEqual(width);
  }
});

test('every picture stands on the brand ground until it paints, its box reserved', async ({ page }) => {
  // Variants that never arrive: every picture is seen as a slow connection shows it before it loads.
  await page.route(/\/images\/(?!og\/).+\.(avif|webp)$/, () => {});
  // Pages whose pictures are not stand-ins (a stand-in is shown in no gallery, page head or card).
  for (const route of ['/about/approach', '/trainings/calendar']) {
    await page.goto(route, { waitUntil: 'domcontentloaded' });
    // The hero's photos stand on its own dark ground, under its white text.
    const grounds = await page.locator('main picture > img').evaluateAll((images) =>
      images
        .filter((image) => !image.closest('[aria-roledescription="carousel"]'))
        .map((image) => {
          const { backgroundImage, backgroundColor } = getComputedStyle(image);
          const { width, height } = image.getBoundingClientRect();
          return { backgroundImage, backgroundColor, width, height, alt: (image as HTMLImageElement).alt };
        }),
    );
    expect(grounds.length, `pictures on ${route}`).toBeGreaterThan(0);
    for (const ground of grounds) {
      // A drawn ground, not white and not a flat colour; and a box as tall as its picture will be.
      expect(ground.backgroundImage, `${route}: "${ground.alt}"`).toMatch(/gradient|url\(/);
      expect(ground.backgroundColor).not.toBe('rgb(255, 255, 255)');
      expect(ground.height, `${route}: "${ground.alt}" keeps its box`).toBeGreaterThan(ground.width / 6);
    }
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});

test('search lists a press statement by its title, as a result of its own', async ({ page, consoleErrors }) => {
  // The last statement: the one furthest down its list, so the list's own title cannot stand in for it.
  const statement = pressStatements[pressStatements.length - 1]!;
  const href = pressStatementHref(statement);
  await page.goto('/');
  const button = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search the site' });
  await dialog.getByRole('searchbox', { name: 'Search the site' }).fill(statement.title);
  const results = dialog.getByRole('list', { name: 'Search results' });
  const link = results.locator(`a[href="${href}"]`).first();
  // The first search loads the index: a while on a slow phone or a busy machine.
  await expect(link).toBeVisible({ timeout: 15_000 });
  await expect(link).toContainText(statement.title);
  // The excerpt is the statement's own text, without the card's controls.
  await expect(link).not.toContainText(/Download|File size|Downloads:/);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1, name: statement.title })).toBeInViewport();
  expect(consoleErrors).toEqual([]);
});

test('the search field has one focus ring and no second clear button', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
  const field = page.getByRole('dialog', { name: 'Search the site' }).getByRole('searchbox');
  await expect(field).toBeFocused();
  expect(await field.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe('none');
  // The browser draws its clear button at the right end of a search field that has text: that end
  // looks the same with text as without.
  const input = await box(field);
  const end = { x: input.x + input.width - 32, y: input.y + 4, width: 28, height: input.height - 8 };
  const empty = await page.screenshot({ clip: end });
  await field.fill('members');
  await painted(page);
  expect((await page.screenshot({ clip: end })).equals(empty)).toBe(true);

  // The ring is on the box around the field instead.
  const ring = await field.evaluate((element) => getComputedStyle(element.parentElement!).boxShadow);
  expect(ring).not.toBe('none');
});

test('training calendar on a phone: the two actions of a training never touch and line up', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trainings/calendar');
  const rows = page.locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  for (const row of await rows.all()) {
    const register = await box(row.getByRole('link', { name: /^Register Now/ }));
    const calendar = row.getByRole('link', { name: /^Add to calendar/ });
    if ((await calendar.count()) === 0) continue;
    const add = await box(calendar);
    expect(register.height).toBeGreaterThanOrEqual(44);
    expect(add.height).toBeGreaterThanOrEqual(44);
    const sideBySide = Math.abs(register.y - add.y) < 1;
    if (sideBySide) {
      expect(add.x - (register.x + register.width)).toBeGreaterThanOrEqual(8);
      expect(add.height).toBeCloseTo(register.height, 0);
    } else {
      expect(add.y - (register.y + register.height)).toBeGreaterThanOrEqual(8);
    }
  }
});

test.describe('training calendar on the build day', () => {
  // The browser's own clock, so the page keeps the state its HTML was built with: on the tests' usual
  // day (before every event) the past trainings' control would vanish as the page hydrates.
  test.use({ today: null });

  test('training calendar on a desktop: a row is not much taller than its text', async ({ page }) => {
    await page.goto('/trainings/calendar');
    // Past trainings are collapsed under their control: open it, so that a row is shown whatever the date.
    const past = page.locator('details').filter({ has: page.getByRole('heading', { name: 'Past trainings' }) });
    if ((await past.count()) && !(await past.evaluate((details: HTMLDetailsElement) => details.open))) {
      await past.locator('summary').click();
    }
    const row = page.locator('tbody tr:visible').first();
    const details = await box(row.locator('td').first());
    const schedule = await box(row.locator('td').nth(1));
    // The schedule cell (facts and two actions) is no taller than the details cell plus one button.
    expect(schedule.height).toBeLessThanOrEqual(details.height + 48);
  });
});

test.describe('membership categories', () => {
  const ordered = membershipCategories.map((category) => category.type);
  const nominated = membershipCategories.filter((category) => 'byNomination' in category && category.byNomination);

  test('categories conferred by nomination come last', () => {
    expect(nominated.length).toBeGreaterThan(0);
    const firstNominated = membershipCategories.findIndex((category) => nominated.includes(category));
    expect(membershipCategories.slice(firstNominated).every((category) => nominated.includes(category))).toBe(true);
  });

  test('fees page: one card per category in content order, the fees shown once; no Apply Now for nomination', async ({
    page,
  }) => {
    await page.goto('/members/fees');
    const section = page.locator('#categories');
    // The fees are on the cards alone: no second table of the same figures.
    await expect(section.getByRole('table')).toHaveCount(0);
    const cards = section.getByRole('article');
    await expect(cards.getByRole('heading', { level: 3 })).toHaveText(ordered);
    for (const category of membershipCategories) {
      const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: category.type, exact: true }) });
      const apply = card.getByRole('link', { name: /^Apply Now/ });
      if (nominated.includes(category)) {
        await expect(apply).toHaveCount(0);
        await expect(card.getByText('By nomination')).toBeVisible();
      } else {
        await expect(apply).toHaveCount(1);
      }
    }
    // The cards' rows start level: no card alone at the left of a last row.
    const boxes = await Promise.all((await cards.all()).map((card) => box(card)));
    const lastTop = Math.max(...boxes.map((b) => b.y));
    const lastRow = boxes.filter((b) => Math.abs(b.y - lastTop) < 1);
    const firstRowLeft = Math.min(...boxes.map((b) => b.x));
    if (lastRow.length < boxes.filter((b) => Math.abs(b.y - boxes[0]!.y) < 1).length) {
      expect(Math.min(...lastRow.map((b) => b.x))).toBeGreaterThan(firstRowLeft + 1);
    }
  });

  test('fees page on a 320 px phone: every category’s card shows its fees without scrolling sideways', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 700 });
    await page.goto('/members/fees');
    const cards = page.locator('#categories').getByRole('article');
    await expect(cards).toHaveCount(membershipCategories.length);
    for (const category of membershipCategories) {
      const card = cards.filter({ has: page.getByRole('heading', { level: 3, name: category.type, exact: true }) });
      const { x, width } = (await card.boundingBox())!;
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x + width).toBeLessThanOrEqual(320);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });

  test('join page: categories in content order', async ({ page }) => {
    await page.goto('/members/join');
    await expect(page.locator('#categories').getByRole('heading', { level: 3 })).toHaveText(
      ordered.map((type) => new RegExp(`^${type}`)),
    );
  });
});

test('newsletter: the form has a readable measure and one frequency everywhere', async ({ page }) => {
  await page.goto('/newsletter');
  const section = page.locator('section[aria-labelledby="subscribe-heading"]');
  const card = section.locator('div.rounded-card').first();
  expect((await box(card)).width).toBeLessThanOrEqual(640 + 1);
  const email = section.getByRole('textbox', { name: /Email/ });
  expect((await box(email)).width).toBeLessThanOrEqual(600);
  await expect(section).toContainText(newsletterFrequency);
  await expect(page.getByRole('contentinfo')).toContainText(newsletterFrequency);
});

test('council on a phone: a name takes at most two lines beside its photo', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about/council');
  const names = page.locator('main ul li h3');
  await expect(names.first()).toBeVisible();
  for (const name of await names.all()) {
    const { height } = await box(name);
    const lineHeight = await name.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
    expect(height, await name.innerText()).toBeLessThanOrEqual(lineHeight * 2 + 1);
  }
});

test('short courses on a phone: the three figures share one row', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/trainings/short-courses');
  const figures = page.locator('dl > div');
  const boxes = await Promise.all((await figures.all()).map((figure) => box(figure)));
  expect(boxes.length).toBeGreaterThan(1);
  expect(new Set(boxes.map((b) => Math.round(b.y))).size).toBe(1);
});

/** Each grid row's cards: the space left of the first and right of the last, and every card's width. */
async function gridRows(list: Locator) {
  return list.evaluate((ul) => {
    const grid = ul.getBoundingClientRect();
    const rows = new Map<number, DOMRect[]>();
    // A list's lead story has a row of its own; the rows counted are the cards after it.
    for (const item of Array.from(ul.children).filter((child) => !child.hasAttribute('data-lead'))) {
      const box = item.getBoundingClientRect();
      rows.set(Math.round(box.top), [...(rows.get(Math.round(box.top)) ?? []), box]);
    }
    return [...rows.values()].map((boxes) => ({
      left: Math.round(Math.min(...boxes.map((box) => box.left)) - grid.left),
      right: Math.round(grid.right - Math.max(...boxes.map((box) => box.right))),
      widths: boxes.map((box) => Math.round(box.width)),
    }));
  });
}

for (const [path, width, card] of [
  ['/trainings/short-courses', 1366, shortCourses[0]!.name],
  ['/trainings/short-courses', 800, shortCourses[0]!.name],
  ['/resources/downloads', 1366, downloads[0]!.title],
  ['/', 1024, missionObjectives[0]!.title],
] as const) {
  test(`${path} at ${width} px: a short last row of cards stands in the middle, a lone last card at the left, no card stretched`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const list = page
      .getByRole('main')
      .getByRole('list')
      .filter({ has: page.getByRole('heading', { name: card, exact: true }) })
      .last();
    const rows = await gridRows(list);
    expect(rows.length).toBeGreaterThan(1);
    const [first] = rows;
    // Full rows run edge to edge; every card is as wide as the first row's (within a pixel).
    expect(first!.left).toBe(0);
    expect(Math.abs(first!.right)).toBeLessThanOrEqual(1);
    for (const row of rows) {
      for (const cardWidth of row.widths) expect(Math.abs(cardWidth - first!.widths[0]!)).toBeLessThanOrEqual(1);
      // A short row of two or more has as much room on its left as on its right: no hole at one end. A
      // lone card keeps to the left, where reading starts (alone in the middle it looked misplaced).
      if (row.widths.length > 1) expect(Math.abs(row.left - row.right)).toBeLessThanOrEqual(2);
      else expect(row.left).toBe(0);
    }
  });
}

for (const width of [1024, 1366]) {
  test(`donate at ${width} px: the ways to pay are one grid of two equal columns, each row of one height, no card with an empty foot, one title style`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/donate');
    const card = (name: string) => page.getByRole('region', { name, exact: true });
    const foot = (shape: { y: number; height: number }) => shape.y + shape.height;
    // The paybill beside the M-Pesa steps, the till beside the receipt, the bank details across both.
    const paybill = await box(card(donationPaymentGroups[0]!.title));
    const steps = await box(card(donationCompletion.staticHeading).locator('..'));
    const till = await box(card(donationPaymentGroups[1]!.title));
    const receipt = await box(card(donationCompletion.receiptTitle));
    const bank = await box(card(donationBankTransfer.title));
    for (const [left, right] of [
      [paybill, steps],
      [till, receipt],
    ] as const) {
      expect(right.x).toBeGreaterThan(left.x + left.width);
      expect(Math.abs(left.y - right.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(foot(left) - foot(right))).toBeLessThanOrEqual(1);
      expect(Math.abs(left.width - right.width)).toBeLessThanOrEqual(1);
    }
    expect(Math.abs(paybill.x - till.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(steps.x - receipt.x)).toBeLessThanOrEqual(1);
    expect(till.y).toBeGreaterThan(foot(paybill));
    expect(bank.y).toBeGreaterThan(foot(till));
    expect(Math.abs(bank.x - paybill.x)).toBeLessThanOrEqual(1);
    expect(Math.abs(bank.x + bank.width - (steps.x + steps.width))).toBeLessThanOrEqual(1);
    // A card is as tall as its row, not much taller than what it holds: no white foot under its text.
    const emptyFeet = await page.locator('#how-to-pay .shadow-card').evaluateAll((cards) =>
      cards.map((cardElement) => {
        const inner =
          cardElement.getBoundingClientRect().bottom - parseFloat(getComputedStyle(cardElement).paddingBottom);
        const content = Math.max(
          ...[...cardElement.querySelectorAll('*')]
            .filter(
              (element) => getComputedStyle(element).display !== 'contents' && element.getClientRects().length > 0,
            )
            .map((element) => element.getBoundingClientRect().bottom),
        );
        return Math.round(inner - content);
      }),
    );
    expect(emptyFeet).toHaveLength(5);
    for (const empty of emptyFeet) expect(empty).toBeLessThanOrEqual(48);
    // Every card's title in one face and size.
    const titles = await page
      .locator('#how-to-pay h3')
      .evaluateAll((headings) =>
        headings.map((heading) => `${getComputedStyle(heading).fontFamily} ${getComputedStyle(heading).fontSize}`),
      );
    expect(titles.length).toBeGreaterThanOrEqual(5);
    expect(new Set(titles).size).toBe(1);
  });
}

for (const width of [320, 390]) {
  test(`donate at ${width} px: the paybill and its account come right under "How to pay", before the steps`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/donate');
    const paybill = await box(
      card(page, donationPaymentGroups[0]!.title).getByText(donationPaymentGroups[0]!.details[0]!.value, {
        exact: true,
      }),
    );
    const firstStep = await box(card(page, donationCompletion.staticHeading).getByRole('listitem').first());
    const heading = await box(page.locator('#how-to-pay').getByRole('heading', { level: 2 }));
    expect(paybill.y).toBeLessThan(firstStep.y);
    // Within a screen of the section's heading, not a thousand pixels below it.
    expect(paybill.y - heading.y).toBeLessThan(500);
  });
}

function card(page: Page, name: string) {
  return page.getByRole('region', { name, exact: true });
}

test('press statements at 1366 px: the newest leads the list across the row while it is news, until the list is filtered', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/press-statements');
  const list = page
    .getByRole('main')
    .getByRole('list')
    .filter({ has: page.getByRole('article') });
  const items = list.getByRole('listitem').filter({ has: page.getByRole('article') });
  const [newest, next] = [...pressStatements].sort((a, b) => b.date.localeCompare(a.date));
  const listBox = await box(list);
  await expect(items.first().getByRole('heading', { level: 2 })).toHaveText(newest!.title);
  await expect(items.nth(1).getByRole('heading', { level: 2 })).toHaveText(next!.title);
  expect((await box(items.nth(1))).width).toBeLessThan(listBox.width / 2);
  const size = async (at: number) =>
    items
      .nth(at)
      .getByRole('heading', { level: 2 })
      .evaluate((h) => parseFloat(getComputedStyle(h).fontSize));
  if (!isRecent(newest!.date, await builtOn(page), site.recentDays)) {
    // An old statement is not presented as the latest word: one card of the first row, its title a card's.
    await expect(page.locator('[data-lead]')).toHaveCount(0);
    expect((await box(items.first())).width).toBeLessThan(listBox.width / 2);
    expect(await size(0)).toBe(await size(1));
    return;
  }
  expect(Math.abs((await box(items.first())).width - listBox.width)).toBeLessThanOrEqual(1);
  // Picture beside the text, the title larger than a card's.
  expect(await size(0)).toBeGreaterThan(await size(1));

  // Filtered, every match is an equal card.
  await page
    .getByRole('searchbox', { name: mediaLists.press.search })
    .fill(newest!.title.split(' ').slice(-2).join(' '));
  await expect(items.first().getByRole('heading', { level: 2 })).toHaveText(newest!.title);
  await expect.poll(async () => (await box(items.first())).width).toBeLessThan(listBox.width / 2);
});

test('newsletter and careers at 1366 px: the form has its companion beside it, not a lone narrow column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/newsletter');
  const form = await box(page.getByRole('heading', { name: pages.newsletter.sections!.subscribe!.title }));
  const inside = page.getByRole('heading', { name: pages.newsletter.sections!.inside!.title });
  await expect(inside).toBeVisible();
  for (const item of newsletterContents) await expect(page.getByText(item, { exact: true })).toBeVisible();
  expect((await box(inside)).x).toBeGreaterThan(form.x + 500);
  // The latest cover beside it runs to the grid's right edge, its top level with the form's card.
  const cover = await box(inside.locator('xpath=preceding-sibling::div[1]'));
  const card = await box(
    page.getByRole('heading', { name: pages.newsletter.sections!.subscribe!.title }).locator('xpath=..'),
  );
  const grid = await box(page.locator('#issues ul').first());
  expect(Math.abs(cover.x + cover.width - (grid.x + grid.width))).toBeLessThanOrEqual(1);
  expect(Math.abs(cover.y - card.y)).toBeLessThanOrEqual(1);

  await page.goto('/resources/vacancy');
  const empty = await box(page.getByRole('heading', { name: 'No Current Openings' }));
  const alerts = await box(page.getByRole('textbox', { name: 'Email address for job alerts' }));
  expect(alerts.x).toBeGreaterThan(empty.x + 300);
  expect(Math.abs(alerts.y - empty.y)).toBeLessThan(150);
});
