import { test, expect, expectNoAxeViolations } from './fixtures';
import { workingGroups } from '../content/working-groups';
import { feeWords, membershipCategories } from '../content/membership';
import { charterPageCount, charterViewerName, readCharter, showPages } from './charter';
import { charter } from '../content/charter';

test.describe('The charter without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false });

  test('reads as text at the site’s size, its fees table within the screen', async ({ page }) => {
    await page.goto('/members/join');
    const text = page.locator('#charter details');
    const first = text.getByRole('heading', { level: 3, name: `1. ${charter.headings.about}` });
    await expect(first).toBeHidden();
    await text.getByText(charter.texts.readAsText).tap();
    await expect(first).toBeVisible();
    const intro = text.getByText(charter.intro);
    await expect(intro).toBeVisible();
    expect(await intro.evaluate((p) => parseFloat(getComputedStyle(p).fontSize))).toBeGreaterThanOrEqual(16);
    const headings = text.getByRole('heading', { level: 3 });
    await expect(headings).toHaveCount(Object.keys(charter.headings).length);
    const fees = text.getByRole('table');
    for (const category of membershipCategories)
      await expect(fees.getByRole('rowheader', { name: category.type })).toBeVisible();
    // Nothing makes the page scroll sideways; a wide table scrolls in its own box.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('Membership on a phone', () => {
  test('the charter’s text shows once: in the viewer, not again under it', async ({ page }) => {
    await page.goto('/members/join');
    await expect(page.getByText(charter.texts.readAsText)).toBeHidden();
  });

  test('the charter viewer stays within the screen, opens on its text, and shows its pages fitted to the width', async ({
    page,
    consoleErrors,
  }) => {
    const pages = await charterPageCount();
    expect(pages).toBeGreaterThan(1);
    await page.goto('/members/join');
    await readCharter(page);
    const viewer = page.getByRole('region', { name: charterViewerName });
    // A phone opens on the charter's text, read at the site's size.
    await expect(viewer.getByRole('heading', { name: charter.title, level: 2 })).toBeVisible({ timeout: 15_000 });
    await showPages(page);
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible({ timeout: 15_000 });
    const canvas = viewer.locator('canvas');
    await expect(canvas).toBeVisible();
    const viewport = page.viewportSize()!;
    const frame = (await viewer.boundingBox())!;
    expect(frame.x).toBeGreaterThanOrEqual(0);
    expect(frame.x + frame.width).toBeLessThanOrEqual(viewport.width);
    // The pages open fitted to the viewer's width; zoom makes them larger, Fit width fits them again.
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeLessThanOrEqual(frame.width);
    await page.getByRole('button', { name: 'Zoom in' }).tap();
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeGreaterThan(frame.width);
    await page.getByRole('button', { name: 'Fit width' }).tap();
    await expect.poll(async () => (await canvas.boundingBox())!.width).toBeLessThanOrEqual(frame.width);
    const box = (await canvas.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
    await page.getByRole('button', { name: 'Next page' }).tap();
    await expect(page.getByText(`Page 2 of ${pages}`)).toBeVisible();
    // No horizontal scrolling of the page itself.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('each category’s qualifications fold under their name until tapped', async ({ page, consoleErrors }) => {
    await page.goto('/members/fees');
    const category = membershipCategories[0]!;
    const card = page
      .locator('main article')
      .filter({ has: page.getByRole('heading', { name: category.type, exact: true }) });
    const first = card.getByText(category.qualifications[0]!, { exact: true });
    await expect(first).toBeHidden();
    await card.locator('summary', { hasText: feeWords.qualifications }).tap();
    await expect(first).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('each fee card is short: its folded qualifications and its action share a row; open, the list takes the width', async ({
    page,
  }) => {
    await page.goto('/members/fees');
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(membershipCategories.length);
    for (const card of await cards.all()) {
      const summary = (await card.locator('summary').boundingBox())!;
      const action = (await card.locator('details + *').boundingBox())!;
      expect(action.y).toBe(summary.y);
      expect(action.x).toBeGreaterThanOrEqual(summary.x + summary.width);
    }
    const card = cards.first();
    const box = (await card.boundingBox())!;
    await card.locator('summary').tap();
    const list = (await card.locator('details ul').boundingBox())!;
    expect(list.width).toBeGreaterThan(box.width * 0.75);
  });

  test('each payment method’s label stands above its value, all at one edge', async ({ page }) => {
    await page.goto('/members/fees');
    const pairs = await page.locator('#payment dl > div').evaluateAll((rows) =>
      rows.map((row) => {
        const label = row.querySelector('dt')!.getBoundingClientRect();
        const value = row.querySelector('dd')!.getBoundingClientRect();
        const card = row.closest('li')!.getBoundingClientRect();
        return { label: label.left - card.left, value: value.left - card.left, below: value.top >= label.bottom };
      }),
    );
    expect(pairs.length).toBeGreaterThan(1);
    expect(new Set(pairs.flatMap((pair) => [Math.round(pair.label), Math.round(pair.value)])).size).toBe(1);
    for (const pair of pairs) expect(pair.below).toBe(true);
  });

  test('working groups open one at a time by tapping', async ({ page, consoleErrors }) => {
    await page.goto('/members/chapters');
    const group = workingGroups.at(-1)!.name;
    await page.locator('summary', { hasText: group }).tap();
    await expect(page.locator('main details[open]')).toHaveCount(1);
    await expect(page.locator('main details[open] summary')).toContainText(group);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()!.width,
    );
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
