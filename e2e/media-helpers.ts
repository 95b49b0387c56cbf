import { expect, type Locator, type Page } from '@playwright/test';

/** The @type of every JSON-LD object on the page (arrays flattened). */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((nodes) => nodes.map((node) => node.textContent ?? ''));
  return blocks.flatMap((text) => {
    const data = JSON.parse(text) as { '@type': string } | { '@type': string }[];
    return (Array.isArray(data) ? data : [data]).map((item) => item['@type']);
  });
}

/**
 * A document card's small cover on a phone: one visible, page-shaped (5:7), 60-80 px wide, left of
 * the card's title heading, drawn for the eye only (hidden from assistive technology, no link or
 * tab stop). Returns the cover for further checks.
 */
export async function expectSmallCover(card: Locator, heading: Locator, month: string): Promise<Locator> {
  const covers = card.locator('[aria-hidden="true"]').filter({ hasText: month });
  await expect(covers.locator('visible=true')).toHaveCount(1);
  const cover = covers.locator('visible=true');
  const box = (await cover.boundingBox())!;
  const title = (await heading.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(60);
  expect(box.width).toBeLessThanOrEqual(80);
  expect(box.height / box.width).toBeCloseTo(7 / 5, 1);
  expect(box.x + box.width).toBeLessThanOrEqual(title.x);
  await expect(cover.locator('a, button, [tabindex]')).toHaveCount(0);
  return cover;
}
