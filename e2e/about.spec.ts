import { test, expect, expectNoAxeViolations } from './fixtures';
import { coreValues, keyAchievements } from '../content/about';
import { councilMembers } from '../content/council';
import { councilFigures } from '../lib/council';
import { secretariatStaff } from '../content/secretariat';
import { site } from '../content/site';
import { formatNumber } from '../lib/format';
import { builtOn } from './time';

test.describe('About pages', () => {
  test('Our Background: story, mission, vision, values and achievements', async ({ page, consoleErrors }) => {
    await page.goto('/about/background');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Background' })).toBeVisible();
    await expect(page.getByText('Established 2014')).toBeVisible();
    for (const heading of ['Our story', 'Our Mission', 'Our Vision', 'Our core values', 'Key achievements']) {
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    for (const value of coreValues) {
      await expect(page.getByRole('heading', { level: 3, name: value.title })).toBeVisible();
    }
    // The years since 2014 are counted on the day the page was built, not written once.
    const years = Number((await builtOn(page)).slice(0, 4)) - 2014;
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      new RegExp(`achievements of ${years} years`),
    );
    const achievements = page.locator('#achievements');
    for (const figure of keyAchievements.map((a) => `${formatNumber(a.value)}${a.suffix}`)) {
      await expect(achievements.getByText(figure, { exact: true })).toBeVisible();
    }
    // The office: its address, the way there on a map and its number to call.
    const visit = page.locator('#visit');
    await expect(visit.getByRole('heading', { level: 2, name: 'Visit the secretariat' })).toBeVisible();
    await expect(visit.getByText(site.contacts.address.street)).toBeVisible();
    await expect(visit.getByRole('link', { name: /^Get Directions/ })).toHaveAttribute(
      'href',
      site.contacts.address.map,
    );
    await expect(visit.getByRole('link', { name: `Call ${site.contacts.phone}` })).toHaveAttribute(
      'href',
      site.contacts.phoneHref,
    );
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('Council: photo, name and position only; tiles; Contact Council', async ({ page, consoleErrors }) => {
    await page.goto('/about/council');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Council' })).toBeVisible();
    const members = page.locator('#members ul > li');
    const count = councilMembers.length;
    await expect(members).toHaveCount(count);
    // The tiles are counted from the members, so they agree with the grid.
    const figures = councilFigures(councilMembers);
    const tile = (label: string) => page.locator('dl div').filter({ hasText: label }).locator('dd');
    await expect(tile('Years combined experience')).toHaveText(String(figures.experienceYears));
    await expect(tile('Specializations')).toHaveText(String(figures.specializations));
    await expect(tile('Council members')).toHaveText(String(count));
    for (const member of await members.all()) {
      // A portrait, or the monogram of a member without one.
      await expect(member.locator('img, [data-monogram]')).toBeVisible();
      await expect(member.getByRole('heading', { level: 3 })).toBeVisible();
      // Nothing else about a member is shown: no email, phone, bio or link.
      await expect(member.locator('a, p')).toHaveCount(0);
    }
    for (const member of councilMembers) {
      const card = members.filter({ has: page.getByRole('heading', { level: 3, name: member.name }) });
      await expect(card.getByText(member.position, { exact: true })).toBeVisible();
    }
    const contact = page.getByRole('link', { name: 'Contact Council' });
    await expect(contact).toHaveAttribute('href', /^mailto:council@eik\.co\.ke\?subject=/);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a person without a photograph is a compact card at every width: small initials beside the name', async ({
    page,
  }) => {
    for (const path of ['/about/council', '/about/secretariat']) {
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(path);
        const cards = await page.locator('main ul > li:has([data-monogram])').all();
        expect(cards.length, path).toBeGreaterThan(0);
        for (const card of cards) {
          const initials = (await card.locator('[data-monogram]').boundingBox())!;
          const name = (await card.getByRole('heading', { level: 3 }).boundingBox())!;
          expect(initials.width, `${path} at ${width} px`).toBeLessThanOrEqual(80);
          // Beside the name, not above it.
          expect(name.x, `${path} at ${width} px`).toBeGreaterThan(initials.x + initials.width);
        }
      }
    }
  });

  test('Secretariat: staff cards, mission, contact cards and calls to join', async ({ page, consoleErrors }) => {
    await page.goto('/about/secretariat');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Secretariat' })).toBeVisible();
    const staff = page.locator('#team ul > li');
    await expect(staff).toHaveCount(secretariatStaff.length);
    for (const card of await staff.all()) {
      await expect(card.locator('img, [data-monogram]')).toBeVisible();
      await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
      await expect(card.getByRole('link', { name: /@eik\.co\.ke$/ })).toHaveAttribute(
        'href',
        /^mailto:[a-z.]+@eik\.co\.ke\?subject=/,
      );
    }
    await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Send an email' })).toHaveAttribute(
      'href',
      /^mailto:secretariat@eik\.co\.ke/,
    );
    await expect(page.getByRole('link', { name: /^Call / })).toHaveAttribute('href', 'tel:+254722484864');
    // Directions open the office on a map, in a new tab.
    const directions = page.getByRole('link', { name: /^Get Directions/ });
    await expect(directions).toHaveAttribute('href', site.contacts.address.map);
    await expect(directions).toHaveAttribute('target', '_blank');
    await expect(page.locator('main a[href="/members/join"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});
