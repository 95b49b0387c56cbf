import type { Page } from '@playwright/test';

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
