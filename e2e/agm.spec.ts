import { test, expect, expectNoAxeViolations } from './fixtures';
import { jsonLdTypes } from './media-helpers';

test('the AGM page shows the event, its 28 photos in a lightbox and working actions', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/agm');
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: 'AGM 2025' })).toBeVisible();
  await expect(main).toContainText('March 15, 2025');
  await expect(main).toContainText('Nairobi');
  await expect(main).toContainText('500+ members');

  const photos = main.getByRole('button', { name: /open larger/ });
  await expect(photos).toHaveCount(28);
  const images = main.locator('ul img');
  await expect(images).toHaveCount(28);
  for (const alt of await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt') ?? ''))) {
    expect(alt.length).toBeGreaterThan(15);
  }
  await expect(images.nth(27)).toHaveAttribute('loading', 'lazy');
  await expectNoAxeViolations(page);

  for (const name of ['Register Now', 'Register as Attendee']) {
    const href = await main.getByRole('link', { name }).getAttribute('href');
    expect(href).toMatch(/^mailto:secretariat@eik\.co\.ke\?subject=/);
    expect(decodeURIComponent(href!.split('subject=')[1]!)).toContain('Annual General Meeting 2025');
  }
  const program = main.getByRole('link', { name: 'Download Program' });
  await expect(program).toHaveAttribute('download', '');
  const response = await page.request.get((await program.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');

  const last = photos.nth(27);
  await last.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'AGM photo viewer' });
  await expect(dialog.getByText('Photo 28 of 28')).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', 'A group photo of all AGM 2025 participants');
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText('Photo 1 of 28')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(last).toBeFocused();
  expect(await jsonLdTypes(page)).toContain('Event');
  expect(consoleErrors).toEqual([]);
});
