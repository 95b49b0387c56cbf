import { expect, expectNoAxeViolations, hydrated, installPausedClock, test } from './fixtures';
import { conferencePromo, site } from '../content/site';
import { actions, footerWords, mainNavigation } from '../content/navigation';
import type { NavGroup } from '../content/schema';
import { blogPosts } from '../content/blogs';

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

  test('a page with a newsletter sign-up of its own does not ask again in the footer; other sign-ups leave the footer as it is', async ({
    page,
  }) => {
    const footerField = page.getByRole('contentinfo').getByRole('textbox', { name: 'Email address' });
    const note = page.getByRole('contentinfo').getByText(footerWords.signupOnPage);
    await page.goto('/newsletter');
    await expect(page.getByRole('main').getByRole('form', { name: 'Subscribe to the newsletter' })).toBeVisible();
    await expect(footerField).toBeHidden();
    // The footer keeps its shape: the newsletter column stays, pointing to the page's own form.
    await expect(note).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('heading', { name: footerWords.newsletter })).toBeVisible();
    // The next AGM's card signs up to the newsletter too: the footer points to it instead of asking again.
    await page.goto('/agm');
    if ((await page.getByRole('main').locator('#next-agm-email').count()) > 0) {
      await expect(page.getByRole('main').locator('#next-agm-email')).toBeVisible();
      await expect(footerField).toBeHidden();
      await expect(note).toBeVisible();
    }
    // Job alerts are not the newsletter: the footer still offers it, and points to no form of the page.
    await page.goto('/resources/vacancy');
    await expect(page.getByRole('main').getByRole('textbox', { name: 'Email address for job alerts' })).toBeVisible();
    await expect(footerField).toBeVisible();
    await expect(note).toBeHidden();
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
    // The dialog's script is fetched as it opens; the browser's timers run again while it arrives.
    await page.clock.resume();
    const dialog = page.getByRole('dialog', { name: conferencePromo.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img', { name: /Poster/ })).toBeVisible();
    await expect(dialog.getByRole('link', { name: /Visit the conference site/ })).toHaveAttribute(
      'href',
      'https://conference.eik.co.ke',
    );
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
    await page.clock.resume();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();

    await page.evaluate(() => window.sessionStorage.clear());
    await page.reload();
    // The page's timers start once it has hydrated: only then move the clock.
    await hydrated(page);
    await page.clock.runFor(4100);
    await page.clock.resume();
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
    await page.clock.resume();
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

test.describe('breadcrumbs follow one rule on every page of the menu', () => {
  // Every page a menu group lists, each the first page of its group included: Home, the group's name
  // (a heading of the menu, not a link), then the page.
  const listed = (mainNavigation as NavGroup[]).flatMap((group) =>
    (group.children ?? []).map((child) => ({ group: group.label, path: child.href })),
  );

  test('from 640 px, Home, the menu group by name and the page', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    for (const { group, path } of listed) {
      await page.goto(path);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      const steps = trail.getByRole('listitem');
      await expect(steps, path).toHaveCount(3);
      await expect(steps.nth(0).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(steps.nth(1), path).toHaveText(new RegExp(`${group}$`));
      await expect(steps.nth(1).getByRole('link'), `${path}: the group is not a link`).toHaveCount(0);
      await expect(steps.nth(2).locator('[aria-current="page"]')).toBeVisible();
      await expect(trail.locator('[data-crumb-back]')).toBeHidden();
    }
  });

  test('on a phone, one back link to Home above the title; an item page goes back to its list', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const { path } of listed) {
      await page.goto(path);
      const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
      const back = trail.getByRole('link').filter({ visible: true });
      await expect(back, path).toHaveCount(1);
      await expect(back).toHaveText('Home');
      await expect(back).toHaveAttribute('href', '/');
      await expect(trail.getByRole('list')).toBeHidden();
      const box = (await back.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(title.y);
    }
    await page.goto(`/blogs/${blogPosts[0]!.slug}`);
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').filter({ visible: true }),
    ).toHaveText('Blogs');
  });
});

test('on a slow line the menu bar does not move while the header arrives in parts', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { moved });
    new PerformanceObserver((list) => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as unknown as { sources: Source[] }[])
        for (const source of entry.sources) {
          const node = source.node as Element | undefined;
          // The menu itself jumping sideways (it moved 460 px when the buttons after it came); a word
          // inside it reflowing as the brand face arrives on a busy machine is the font test's subject.
          const jump = Math.abs(source.currentRect.x - source.previousRect.x);
          if (node?.matches?.('nav[aria-label="Main"]') && jump > 40) moved.push(`${Math.round(jump)} px`);
        }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A line slow enough that the browser paints the page before the whole header has come.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 40_000,
    uploadThroughput: 40_000,
  });
  // A visitor's next pages, whose files are cached: the HTML alone comes over the slow line.
  await page.goto('/');
  for (const path of ['/members/fees', '/news', '/about/approach']) {
    await page.goto(path, { waitUntil: 'load' });
    expect(await page.evaluate(() => (window as unknown as { moved: string[] }).moved), path).toEqual([]);
  }
});
