/**
 * The redirects of content/redirects.ts on the local server (`npm start`, serve.json): an old address
 * answers 301 with its new one, and a browser that follows it lands on that page.
 */
import { expect, test } from '@playwright/test';
import { redirects } from '../../content/redirects';

test('every old address answers 301 with its new one on the local server', async ({ request, baseURL }) => {
  expect(redirects.length).toBeGreaterThan(0);
  for (const { from, to } of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect([from, response.status()]).toEqual([from, 301]);
    expect(new URL(response.headers().location ?? '', baseURL).pathname).toBe(to);
  }
});

test('a browser following an old address lands on the new page', async ({ page }) => {
  for (const { from, to } of redirects) {
    const response = await page.goto(from);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(to);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});
