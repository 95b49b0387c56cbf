import { expect, test } from '@playwright/test';
import { hiddenTextProblems } from './page-checks';
import { isSkippedRoute, tourRoutes } from './routes';

// Proxy browsers and failed downloads: every page must read and navigate without scripts (one page
// of each template: routes.ts `tourRoutes`).
test.use({ javaScriptEnabled: false });

for (const route of tourRoutes) {
  test(`${route} shows its heading and text, and its navigation is plain links, without JavaScript`, async ({
    page,
  }) => {
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const mainText = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ').trim();
    expect(mainText.length, 'text in main').toBeGreaterThan(40);
    expect(await hiddenTextProblems(page), 'text left invisible without JavaScript').toEqual([]);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // React writes a Suspense boundary that was not ready at prerender as a hidden block that only an
    // inline script moves into place: without JavaScript its content would never show.
    expect(
      await page.locator('template[id^="B:"], div[hidden][id^="S:"]').count(),
      'content that only a script reveals',
    ).toBe(0);

    const navigation = page.getByRole('navigation', { name: 'Main' });
    await expect(navigation).toBeVisible();
    const hrefs = await navigation
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.length).toBeGreaterThan(5);
    for (const href of hrefs) expect(href, 'a navigation link has a real destination').toMatch(/^(\/|https:\/\/)/);
  });
}

test('a header navigation link works without JavaScript', async ({ page }) => {
  await page.goto(tourRoutes[0] ?? '/');
  const navigation = page.getByRole('navigation', { name: 'Main' });
  const links = await navigation.getByRole('link').evaluateAll((elements) =>
    elements.map((element) => ({
      href: element.getAttribute('href') ?? '',
      name: (element.textContent ?? '').trim(),
    })),
  );
  // Under ROUTES_EXISTING_ONLY the first page that exists; otherwise the first internal link.
  const target = links.find((link) => link.href.startsWith('/') && !isSkippedRoute(link.href));
  expect(target, 'a header navigation link to a page of the site').toBeTruthy();
  await navigation.getByRole('link', { name: target!.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${target!.href.replace(/[/?]/g, '\\$&')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('the logo leads home and the footer navigation lists the pages, without JavaScript', async ({ page }) => {
  await page.goto(tourRoutes.find((route) => route !== '/') ?? '/');
  // The logo: the institute's short name and full name, linking home.
  await page.getByRole('banner').getByRole('link', { name: 'EIK Environmental Institute of Kenya' }).click();
  await expect(page).toHaveURL(/\/$/);
  const footerLinks = page.getByRole('navigation', { name: 'Footer' }).getByRole('link');
  expect(await footerLinks.count()).toBeGreaterThan(10);
});
