import { expect, expectNoAxeViolations, hydrated, installPausedClock, test } from './fixtures';
import { conferencePromo, site } from '../content/site';
import { actions, footerWords } from '../content/navigation';

test.describe('shared layout', () => {
  test('top bar has socials, phone, email, portal and donate links', async ({ page }) => {
    await page.goto('/');
    const socials = page.getByRole('list', { name: footerWords.social }).first().getByRole('link');
    await expect(socials).toHaveCount(site.social.length);
    await expect(page.getByRole('link', { name: '+254 722 484 864' }).first()).toHaveAttribute(
      'href',
      'tel:+254722484864',
    );
    await expect(page.getByRole('link', { name: 'info@eik.co.ke' }).first()).toHaveAttribute(
      'href',
      'mailto:info@eik.co.ke',
    );
    const bar = page.getByRole('banner');
    await expect(bar.getByRole('link', { name: new RegExp(`^${actions.portalLogin.label}`) })).toHaveAttribute(
      'target',
      '_blank',
    );
    await expect(bar.getByRole('link', { name: new RegExp(`^${actions.apply.label}`) })).toHaveAttribute(
      'href',
      site.external.portalRegister,
    );
    await expect(page.getByRole('banner').getByRole('link', { name: 'Donate', exact: true })).toHaveAttribute(
      'href',
      '/donate',
    );
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Vacancies' })).toHaveAttribute(
      'href',
      '/resources/vacancy',
    );
  });

  test('scrolling down, the top bar goes with the page and the menus stay pinned at the top', async ({ page }) => {
    await page.goto('/about/background');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const donate = page.getByRole('banner').getByRole('link', { name: 'Donate', exact: true });
    await expect(donate).toBeInViewport();
    await page.mouse.wheel(0, 1500);
    await expect(donate).not.toBeInViewport();
    await expect.poll(async () => (await page.evaluate(() => window.scrollY)) > 1000).toBe(true);
    // The bar of menus stands at the top of the window, 80 px tall: no more of the page is covered.
    const header = await page.getByRole('banner').boundingBox();
    expect(header!.y + header!.height).toBe(80);
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: 'Media Center' }).hover();
    await expect(nav.getByRole('link', { name: 'Press Statements' })).toBeVisible();
  });

  test('the footer lists each page once', async ({ page }) => {
    await page.goto('/');
    const hrefs = await page
      .getByRole('contentinfo')
      .locator('a[href]')
      .evaluateAll((links) =>
        links.filter((link) => (link as HTMLElement).offsetParent !== null).map((link) => link.getAttribute('href')),
      );
    expect(hrefs.length).toBeGreaterThan(10);
    expect(hrefs.filter((href, at) => hrefs.indexOf(href) !== at)).toEqual([]);
  });

  test('a dropdown opens on hover and its links work', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About Us' }).hover();
    await expect(nav.getByRole('link', { name: 'Secretariat' })).toBeVisible();
    await nav.getByRole('link', { name: 'Media Center' }).hover();
    await expect(nav.getByRole('link', { name: 'Press Statements' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Secretariat' })).toBeHidden();
  });

  test('keyboard alone opens a dropdown, reaches its links and closes it', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Trainings' }).focus();
    await page.keyboard.press('Tab');
    const toggle = nav.getByRole('button', { name: 'Trainings menu' });
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Short Courses' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Calendar' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('a page with its own sign-up does not ask again in the footer', async ({ page }) => {
    const footerField = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
    await page.goto('/newsletter');
    await expect(page.getByRole('main').getByRole('form', { name: 'Subscribe to the newsletter' })).toBeVisible();
    await expect(footerField).toBeHidden();
    await page.goto('/resources/vacancy');
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email address for job alerts' })).toBeVisible();
    await expect(footerField).toBeHidden();
    // The footer keeps its shape: the newsletter column stays, pointing to the page's own form.
    await expect(page.getByRole('contentinfo').getByText(footerWords.signupOnPage)).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: footerWords.newsletter })).toBeVisible();
    await page.goto('/about/background');
    await expect(footerField).toBeVisible();
    await expect(page.getByRole('contentinfo').getByText(footerWords.signupOnPage)).toBeHidden();
  });

  test('the footer subscribe field validates and confirms inline', async ({ page, consoleErrors }) => {
    const requests: string[] = [];
    await page.goto('/');
    page.on(
      'request',
      (request) => ['fetch', 'xhr', 'document'].includes(request.resourceType()) && requests.push(request.url()),
    );
    const footer = page.getByRole('contentinfo');
    const field = footer.getByRole('textbox', { name: 'Email address' });
    await expect(field).toHaveAttribute('placeholder', 'Enter your email');
    await field.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('alert')).toHaveText('Please enter a valid email address, like name@example.com.');
    await field.fill('wanjiru@example.com');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(footer.getByRole('status')).toContainText('wanjiru@example.com is subscribed');
    expect(requests).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('conference promo dialog', () => {
  test.use({ showPromo: true });

  test('opens 4 s after load, closes by button, Escape or overlay, and stays closed', async ({
    page,
    consoleErrors,
  }) => {
    await installPausedClock(page);
    await page.goto('/');
    // The page's timers start once it has hydrated: only then move the clock.
    await hydrated(page);
    await page.clock.runFor(3500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.clock.runFor(600);
    const dialog = page.getByRole('dialog', { name: conferencePromo.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Poster/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Visit the conference site/ })).toHaveAttribute(
      'href',
      'https://conference.eik.co.ke',
    );
    await page.clock.resume(); // axe waits on timers
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.reload();
    // The page's timers start once it has hydrated: only then move the clock.
    await hydrated(page);
    await page.clock.runFor(10_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('closes by its close button and by the overlay', async ({ page }) => {
    await installPausedClock(page);
    await page.goto('/');
    // The page's timers start once it has hydrated: only then move the clock.
    await hydrated(page);
    await page.clock.runFor(4100);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    // The page's timers start once it has hydrated: only then move the clock.
    await hydrated(page);
    await page.clock.runFor(4100);
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(5, 5);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('loads no poster before it opens', async ({ page }) => {
    const posters: string[] = [];
    page.on('request', (request) => request.url().includes('conference-poster') && posters.push(request.url()));
    await installPausedClock(page);
    await page.goto('/');
    // The page's timers start once it has hydrated: only then move the clock.
    await hydrated(page);
    await page.clock.runFor(3000);
    expect(posters).toEqual([]);
    await page.clock.runFor(1100);
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect.poll(() => posters.length).toBeGreaterThan(0);
  });
});

test('the menu marks the page the visitor is on', async ({ page }) => {
  await page.goto('/members/fees');
  const menu = page.getByRole('navigation', { name: 'Main' });
  await expect(menu.locator('a[aria-current="page"]')).toHaveText('Fees & Subscriptions');
  // Its section's title is drawn in the brand colour, the others in ink.
  const colour = (name: string) =>
    menu.getByRole('link', { name, exact: true }).evaluate((link) => getComputedStyle(link).color);
  expect(await colour('Membership')).not.toBe(await colour('Trainings'));
});
