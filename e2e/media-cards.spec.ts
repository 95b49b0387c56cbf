import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { blogPosts } from '../content/blogs';
import { pressStatements } from '../content/press';
import { blogPostHref, pressStatementHref } from '../lib/media-pages';

/** Where each kind of item is listed alone, and the label the news gives it. */
const kindLists = [
  { kind: 'Blog post', path: '/blogs', cards: 'main [role="status"] + ul article' },
  { kind: 'Press statement', path: '/press-statements', cards: 'main [role="status"] + ul article' },
  { kind: 'Monthly bulletin', path: '/monthly-bulletin', cards: 'main [role="status"] + ul article' },
  { kind: 'Newsletter', path: '/newsletter', cards: '#issues article' },
  { kind: 'Newsletter', path: '/newsletter/archive', cards: 'main article' },
  { kind: 'Blog post', path: blogPostHref(blogPosts[0]!), cards: '#more-posts article' },
  { kind: 'Press statement', path: pressStatementHref(pressStatements[0]!), cards: '#more article' },
];

/**
 * Each card's top rule: its thickness and colour (the bar across the card's top edge), whether it spans the
 * card and the card clips it at its corners, the card's top corner radius, and a featured card's frame colour.
 */
async function rules(cards: Locator) {
  return cards.evaluateAll((articles) =>
    articles.map((article) => {
      const style = getComputedStyle(article);
      const bar = getComputedStyle(article, '::before');
      return {
        width: bar.height,
        colour: bar.backgroundColor,
        across: bar.position === 'absolute' && parseFloat(bar.width) >= article.clientWidth - 1 && bar.top === '0px',
        clipped: style.overflow === 'hidden',
        radius: parseFloat(style.borderTopLeftRadius),
        frame: style.outlineStyle === 'none' ? undefined : style.outlineColor,
      };
    }),
  );
}

/** The colour of each kind's rule on the news, where the kinds meet, by the label each card shows. */
async function newsColours(page: Page): Promise<Map<string, string>> {
  await page.goto('/news');
  const cards = page.locator('#latest article');
  await expect(cards.first()).toBeVisible();
  const colours = new Map<string, string>();
  for (const card of await cards.all()) {
    const label = (await card.locator('span').first().textContent())!;
    const [rule] = await rules(card);
    expect(colours.get(label) ?? rule!.colour, `every ${label} on the news has one colour`).toBe(rule!.colour);
    colours.set(label, rule!.colour);
  }
  // The kinds the news mixes are told apart by colour.
  expect(new Set(colours.values()).size).toBe(colours.size);
  return colours;
}

test('a card’s top rule is its kind’s colour on every page, drawn along its rounded corners', async ({ page }) => {
  const colours = await newsColours(page);
  for (const { kind, path, cards } of kindLists) {
    if (!colours.has(kind)) continue;
    await page.goto(path);
    await expect(page.locator(cards).first()).toBeVisible();
    const found = await rules(page.locator(cards));
    expect(found.length, path).toBeGreaterThan(0);
    for (const rule of found) {
      // Across the top, cut square by the card's corners: a coloured border would taper to a hairline there.
      expect(rule, `${path}: a ${kind}`).toMatchObject({
        width: '4px',
        colour: colours.get(kind),
        across: true,
        clipped: true,
      });
      // A featured card's frame is its rule's colour: one line round the card, not a ring round a stripe.
      if (rule.frame) expect(rule.frame, `${path}: the featured frame`).toBe(rule.colour);
      expect(rule.radius, `${path}: the rule follows the card's corners`).toBeGreaterThan(0);
    }
  }
});

/** The cards of the first full row of a grid: those on the first card's line. */
async function firstRow(cards: Locator): Promise<Locator[]> {
  const all = await cards.all();
  const top = (await all[0]!.boundingBox())!.y;
  const row: Locator[] = [];
  for (const card of all) if (Math.abs((await card.boundingBox())!.y - top) < 2) row.push(card);
  return row;
}

for (const width of [390, 1024, 1366]) {
  test.describe(`media card grids at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('cards of a row start their titles on one line; label, title and date stand in one order', async ({
      page,
    }) => {
      for (const [path, cards] of [
        // The home page's news is the same list, shown only while recent.
        ['/news', '#latest article'],
        ['/newsletter', '#issues article'],
        ['/press-statements', 'main [role="status"] + ul li:not([data-lead]) article'],
      ] as const) {
        await page.goto(path);
        await expect(page.locator(cards).first()).toBeVisible();
        // Cards that slide in as they are scrolled to stand level once they have arrived.
        if (width >= 1024) {
          await expect
            .poll(async () => (await firstRow(page.locator(cards))).length, { message: path })
            .toBeGreaterThan(1);
        }
        const row = await firstRow(page.locator(cards));
        const tops = new Set<number>();
        const pictures = new Set<boolean>();
        for (const card of row) {
          const title = (await card.getByRole('heading').boundingBox())!;
          const date = (await card.locator('time').boundingBox())!;
          tops.add(Math.round(title.y));
          // The date on its own line under the title, never beside a label.
          expect(date.y, `${path}: the date under the title`).toBeGreaterThanOrEqual(title.y + title.height - 1);
          pictures.add(
            (await card.locator('picture, img, div[aria-hidden="true"]').locator('visible=true').count()) > 0,
          );
        }
        expect([...tops], `${path}: titles of a row start on one line`).toHaveLength(1);
        expect([...pictures], `${path}: one picture treatment for the row`).toHaveLength(1);
      }
    });

    test('a card’s action is as wide as its label on every list', async ({ page }) => {
      for (const path of [
        '/newsletter',
        '/newsletter/archive',
        '/monthly-bulletin',
        '/press-statements',
        '/resources/downloads',
        '/blogs',
      ]) {
        await page.goto(path);
        const cards = page.getByRole('main').getByRole('article');
        await expect(cards.first()).toBeVisible();
        for (const card of (await cards.all()).slice(0, 4)) {
          const action = card.getByRole('link', { name: /^(Download|Read)/ }).last();
          const [box, cardBox] = [(await action.boundingBox())!, (await card.boundingBox())!];
          expect(box.width, `${path}: the action fits its label`).toBeLessThan(cardBox.width * 0.7);
        }
      }
    });
  });
}

test.describe('a document’s page shows its whole cover', () => {
  for (const width of [320, 1366]) {
    test(`at ${width} px: the title printed in full, in the cover's upper two thirds`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [pressStatementHref(pressStatements[0]!), '/newsletter/download/3']) {
        await page.goto(path);
        const cover = page.locator('main article [aria-hidden="true"]:has(p.font-heading)').first();
        await expect(cover).toBeVisible();
        const title = cover.locator('p.font-heading');
        const [coverBox, titleBox] = [(await cover.boundingBox())!, (await title.boundingBox())!];
        // Not clamped: the title's whole text shows (no ellipsis, nothing hidden below its box).
        const clipped = await title.evaluate(
          (element) =>
            getComputedStyle(element).webkitLineClamp !== 'none' || element.scrollHeight > element.clientHeight + 1,
        );
        expect(clipped, path).toBe(false);
        // The title stands whole in the cover's upper two thirds, under its letterhead and month.
        expect(titleBox.y + titleBox.height - coverBox.y, path).toBeLessThanOrEqual(coverBox.height * (2 / 3));
      }
    });
  }
});
