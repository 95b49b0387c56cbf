import { test, expect } from './fixtures';
import { partnerRows } from '../content/partners';
import type { Partner } from '../content/schema';

const partners: Partner[] = partnerRows.flat();

test.describe('partners on the home page', () => {
  test('name every partner in readable text', async ({ page, consoleErrors }) => {
    await page.goto('/');
    const section = page.locator('#partners');
    // The rows are written twice for the scroll; the second run is hidden from assistive technology.
    const tiles = section.getByRole('listitem');
    await expect(tiles).toHaveCount(partners.length);
    for (const [index, partner] of partners.entries()) {
      const tile = tiles.nth(index);
      if (partner.logo) {
        await expect(tile.getByRole('img', { name: partner.name })).toBeVisible();
        continue;
      }
      const name = tile.getByText(partner.name, { exact: true });
      await expect(name).toBeVisible();
      const size = await name.evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
      expect(size, `${partner.name} font size`).toBeGreaterThanOrEqual(14);
      if (partner.short) await expect(tile.getByText(partner.short, { exact: true })).toBeVisible();
    }
    await expect(section.locator('img')).toHaveCount(2 * partners.filter((partner) => partner.logo).length);
    expect(consoleErrors).toEqual([]);
  });

  for (const [label, reducedMotion] of [
    ['with reduced motion', 'reduce'],
    ['with motion allowed', 'no-preference'],
  ] as const)
    test.describe(`on a phone ${label}`, () => {
      test.use({ reducedMotion, viewport: { width: 390, height: 844 } });

      test('shows every partner in view, the rows wrapped and still', async ({ page }) => {
        await page.goto('/');
        const section = page.locator('#partners');
        await expect(section.getByRole('button', { name: 'Pause partners' })).toBeHidden();
        const still = await section
          .locator('.marquee-track')
          .evaluateAll((rows) => rows.map((row) => getComputedStyle(row).animationName));
        expect(still).toEqual(still.map(() => 'none'));
        for (const partner of partners) {
          const name = section.getByText(partner.name, { exact: true }).locator('visible=true');
          await expect(name).toHaveCount(1);
          await name.scrollIntoViewIfNeeded();
          const box = (await name.boundingBox())!;
          expect(box.x, `${partner.name} starts in view`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${partner.name} ends in view`).toBeLessThanOrEqual(390);
        }
        // A two-column list, not tiles: at most 60 px for each line of two names (tiles ran 1,500 px).
        const height = await section
          .locator('.marquee-track')
          .evaluateAll((rows) => rows.reduce((sum, row) => sum + row.getBoundingClientRect().height, 0));
        expect(height).toBeLessThanOrEqual(60 * Math.ceil(partners.length / 2));
      });
    });
});
