import sharp from 'sharp';
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { donateLink, footerKeyLinks, footerWords, joinLink, portalLoginLink } from '../content/navigation';
import { pages } from '../content/pages';
import { site } from '../content/site';

test.describe('mobile layout (390 px class phone)', () => {
  test('the drawer scrolls only its links: its close button and actions stay on screen, the page stays still', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 300));
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole('navigation', { name: 'Mobile' });
    await links.hover();
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 600);
    await expect.poll(() => links.evaluate((nav) => nav.scrollTop)).toBeGreaterThan(0);
    const viewport = page.viewportSize()!;
    const close = (await drawer.getByRole('button', { name: 'Close menu' }).boundingBox())!;
    expect(close.y).toBeGreaterThanOrEqual(0);
    const donate = (await drawer.getByRole('link', { name: donateLink.label }).boundingBox())!;
    expect(donate.y + donate.height).toBeLessThanOrEqual(viewport.height);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
  });

  test('a link on a line of its own is a 44 px target', async ({ page }) => {
    // The home page's news, with its own such link, shows only while recent (e2e/home.spec.ts).
    await page.goto('/');
    const link = pages.home.links.allLevels;
    const box = await page.getByRole('main').getByRole('link', { name: link.label, exact: true }).boundingBox();
    expect(box!.height, link.label).toBeGreaterThanOrEqual(44);
  });

  test('the drawer marks where the visitor is: a section page, or a page within a section', async ({ page }) => {
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    const nav = drawer.getByRole('navigation', { name: 'Mobile' });
    await page.goto('/news');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.locator('a[aria-current="page"]')).toHaveText('News & Events');
    await page.goto('/members/fees');
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.locator('a[aria-current="page"]')).toHaveText('Fees & Subscriptions');
    // The section's title is drawn in the brand colour, the others in dark green.
    const colour = (name: string) =>
      nav.getByRole('link', { name, exact: true }).evaluate((link) => getComputedStyle(link).color);
    expect(await colour('Membership')).not.toBe(await colour('Trainings'));
  });

  test('the drawer opens, traps focus, closes on Escape and on a link click', async ({ page, consoleErrors }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const trigger = page.getByRole('button', { name: 'Menu' });
    await trigger.click();
    const drawer = page.getByRole('dialog', { name: 'Site menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: joinLink.label })).toHaveAttribute('href', joinLink.href);
    await expect(drawer.getByRole('link', { name: donateLink.label })).toHaveAttribute('href', donateLink.href);
    await expectNoAxeViolations(page);

    // Focus stays inside the modal drawer.
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await drawer.getByRole('link', { name: 'Fees & Subscriptions' }).click();
    await expect(page).toHaveURL(/\/members\/fees$/);
    await expect(page.getByRole('dialog', { name: 'Site menu' })).toBeHidden();
    expect(consoleErrors.filter((e) => !e.includes('404'))).toEqual([]);
  });

  test('home has no horizontal scroll and no axe violation', async ({ page }) => {
    await page.goto('/');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

/** The darkest channel value of a strip at the foot of the drawer's links, within its edges, as painted (255 is white). */
async function footShade(page: Page, links: Locator) {
  const box = (await links.boundingBox())!;
  const strip = await page.screenshot({
    clip: { x: box.x + 8, y: box.y + box.height - 6, width: box.width - 16, height: 4 },
  });
  const { channels } = await sharp(strip).stats();
  return Math.min(...channels.slice(0, 3).map((channel) => channel.min));
}

for (const viewport of [
  { width: 320, height: 568 },
  { width: 390, height: 844 },
]) {
  test.describe(`the drawer at ${viewport.width} by ${viewport.height}`, () => {
    test.use({ viewport });

    test('every link is a 44 px target in text of 16 px, the actions stand in one row, and a shadow shows more below', async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Site menu' });
      const links = drawer.getByRole('navigation', { name: 'Mobile' });
      await expect(links).toBeVisible();
      for (const link of await links.getByRole('link').all()) {
        const name = await link.textContent();
        const box = (await link.boundingBox())!;
        expect(box.height, name!).toBeGreaterThanOrEqual(44);
        expect(
          await link.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
          name!,
        ).toBeGreaterThanOrEqual(16);
      }
      // The portal's login is in the title bar, beside the close button.
      const portal = drawer.getByRole('link', { name: portalLoginLink.label });
      await expect(portal).toHaveAttribute('href', portalLoginLink.href);
      const middle = (box: { y: number; height: number }) => box.y + box.height / 2;
      const close = (await drawer.getByRole('button', { name: 'Close menu' }).boundingBox())!;
      expect(Math.abs(middle((await portal.boundingBox())!) - middle(close))).toBeLessThanOrEqual(2);
      // Become a Member and Donate share one row, so the links keep most of the screen.
      const join = (await drawer.getByRole('link', { name: joinLink.label }).boundingBox())!;
      const donate = (await drawer.getByRole('link', { name: donateLink.label }).boundingBox())!;
      expect(donate.y).toBe(join.y);
      expect(donate.x).toBeGreaterThanOrEqual(join.x + join.width);
      const list = (await links.boundingBox())!;
      expect(list.height).toBeGreaterThanOrEqual(viewport.height * 0.7);
      // A shadow at the links' foot while more are below, gone at the end of the list.
      expect(await footShade(page, links)).toBeLessThan(245);
      await links.evaluate((nav) => nav.scrollTo(0, nav.scrollHeight));
      await expect.poll(() => footShade(page, links)).toBe(255);
    });
  });
}

test.describe('the phone footer', () => {
  test('is compact: contact, key links, newsletter, social and legal, nothing folded, targets of 44 px', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('details')).toHaveCount(0);
    // The full site index is the drawer's on a phone; the footer keeps a short row of key links.
    await expect(footer.getByRole('navigation', { name: 'Footer' })).toBeHidden();
    const keyLinks = footer.getByRole('navigation', { name: footerWords.keyLinks });
    for (const link of footerKeyLinks) {
      const target = keyLinks.getByRole('link', { name: link.label, exact: true });
      await expect(target).toHaveAttribute('href', link.href);
      expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    }
    await expect(footer.getByRole('link', { name: site.contacts.phone })).toBeVisible();
    await expect(footer.getByRole('textbox', { name: footerWords.emailLabel })).toBeVisible();
    await expect(footer.getByRole('list', { name: footerWords.social }).getByRole('link')).toHaveCount(
      site.social.length,
    );
    await expect(footer).toContainText(footerWords.registered);
  });
});

test.describe('mobile layout without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu is a link to the full navigation in the footer', async ({ page }) => {
    await page.goto('/');
    const menu = page.getByRole('link', { name: 'Menu' });
    await expect(menu).toHaveAttribute('href', '#footer-navigation');
    await menu.click();
    await expect(
      page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'Council' }),
    ).toBeInViewport();
  });
});
