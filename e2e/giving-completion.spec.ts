import type { Page } from '@playwright/test';
import { donationCompletion, donationPaymentFacts, donationPaymentGroups, donationPurposes } from '../content/donation';
import { pages } from '../content/pages';
import { expect, expectNoAxeViolations, test } from './fixtures';

const purpose = donationPurposes[1]!;
const account = donationPaymentFacts.accounts[purpose.value];

async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
]) {
  test.describe(`donation completion at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('after the alert, the page shows how to complete this gift and moves focus there', async ({
      page,
      consoleErrors,
    }, testInfo) => {
      const dialogs: string[] = [];
      page.on('dialog', async (dialog) => {
        dialogs.push(dialog.message());
        await dialog.accept();
      });
      await page.goto('/donate');
      await page
        .getByRole('group', { name: 'Donation type' })
        .locator('label', { hasText: /^Monthly/ })
        .click();
      await page
        .getByRole('group', { name: 'Amount' })
        .locator('label', { hasText: /^Custom/ })
        .click();
      const custom = page.getByRole('textbox', { name: 'Custom amount (KES)' });
      await custom.fill('7,500');
      await page.getByRole('combobox', { name: 'Purpose' }).selectOption({ label: purpose.label });
      await page.getByRole('textbox', { name: /Message/ }).fill('For the wetlands');
      const form = page.getByRole('region', { name: pages.donate.sections!.give!.title });
      const formHeight = (await form.boundingBox())!.height;
      await page.getByRole('button', { name: 'Donate', exact: true }).click();
      await expect
        .poll(() => dialogs)
        .toEqual([`Thank you for your monthly donation of KES 7,500 for ${purpose.label}!`]);

      const heading = page.getByRole('heading', { name: donationCompletion.heading });
      await expect(heading).toBeFocused();
      const panel = page.getByRole('region', { name: donationCompletion.heading });
      await expect(panel.getByText(donationPaymentFacts.paybill, { exact: true })).toBeVisible();
      await expect(panel.getByText(account, { exact: true })).toBeVisible();
      for (const title of [
        donationCompletion.appTitle,
        donationCompletion.simTitle,
        donationCompletion.tillTitle,
        donationCompletion.bankTitle,
        donationCompletion.monthlyTitle,
        donationCompletion.receiptTitle,
      ]) {
        await expect(panel.getByRole('heading', { name: title })).toBeVisible();
      }
      // The SIM menu's steps are folded under their heading, and open by it.
      const sim = panel
        .locator('details')
        .filter({ has: page.getByRole('heading', { name: donationCompletion.simTitle }) });
      await expect(sim.getByRole('listitem').first()).toBeHidden();
      await sim.locator('summary').click();
      await expect(sim.getByRole('listitem').filter({ hasText: donationPaymentFacts.paybill })).toBeVisible();
      await expect(panel.getByRole('listitem').filter({ hasText: 'KES 7,500' }).first()).toBeVisible();
      const whatsapp = panel.getByRole('link', { name: new RegExp(donationCompletion.receiptWhatsAppLink) });
      const text = new URL((await whatsapp.getAttribute('href'))!).searchParams.get('text');
      expect(text).toContain('KES 7,500');
      expect(text).toContain(purpose.label);
      const email = await panel.getByRole('link', { name: donationCompletion.receiptEmailLink }).getAttribute('href');
      expect(email).toMatch(/^mailto:/);
      expect(decodeURIComponent(email!)).toContain(account);
      await expect(panel.getByText(/only official numbers/)).toBeVisible();
      // The panel takes the place of the page's general ways to pay, under "How to pay": every number
      // is read once, in this panel.
      const pay = page.getByRole('region', { name: pages.donate.sections!.pay!.title });
      await expect(pay).toBeVisible();
      await expect(pay.getByRole('region', { name: donationCompletion.heading })).toBeVisible();
      for (const group of donationPaymentGroups)
        await expect(page.getByRole('region', { name: group.title })).toBeHidden();
      await expect(page.getByText(donationPaymentFacts.paybill, { exact: true }).filter({ visible: true })).toHaveCount(
        1,
      );
      // The form's card keeps its size beside the page's title (from 1024 px, beside how giving works);
      // from 1024 px the panel, with the width of the page, sets the other ways to pay beside the steps.
      expect((await form.boundingBox())!.height).toBe(formHeight);
      if (viewport.width >= 1024) {
        const app = (await panel.getByRole('heading', { name: donationCompletion.appTitle }).boundingBox())!;
        const till = (await panel.getByRole('heading', { name: donationCompletion.tillTitle }).boundingBox())!;
        expect(till.x).toBeGreaterThan(app.x + app.width);
      }

      // Nothing typed is lost.
      await expect(custom).toHaveValue('7,500');
      await expect(page.getByRole('textbox', { name: /Message/ })).toHaveValue('For the wetlands');
      await expectNoOverflow(page);
      // From the top: scrolled down, the sticky header lies over the form's fields, which axe's
      // target-size rule counts against them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`donation-completion-${viewport.width}.png`), fullPage: true });
      expect(consoleErrors).toEqual([]);
    });

    test('the custom amount label looks like the other labels', async ({ page }) => {
      await page.goto('/donate');
      await page
        .getByRole('group', { name: 'Amount' })
        .locator('label', { hasText: /^Custom/ })
        .click();
      const colour = (name: string) =>
        page
          .locator('label', { hasText: name })
          .first()
          .evaluate((element) => getComputedStyle(element).color);
      expect(await colour('Custom amount (KES)')).toBe(await colour('Purpose'));
    });
  });
}

test.describe('donation without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });

  test('the page shows how to give by M-Pesa, with every purpose’s account', async ({ page }) => {
    await page.goto('/donate');
    const section = page.getByRole('region', { name: donationCompletion.staticHeading });
    await expect(section.getByRole('heading', { name: donationCompletion.appTitle })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: donationPaymentFacts.paybill }).first()).toBeVisible();
    for (const option of donationPurposes) {
      await expect(page.getByText(donationPaymentFacts.accounts[option.value], { exact: true }).first()).toBeVisible();
    }
    await expectNoOverflow(page);
  });

  test('Donate, which cannot confirm a gift without JavaScript, opens the ways to pay', async ({ page }) => {
    await page.goto('/donate');
    await page.getByRole('group', { name: 'Amount' }).locator('label', { hasText: 'KES 10,000' }).click();
    // The chosen tile shows as chosen without script.
    const chosen = page
      .getByRole('group', { name: 'Amount' })
      .locator('label', { hasText: 'KES 10,000' })
      .locator('span');
    const other = page
      .getByRole('group', { name: 'Amount' })
      .locator('label', { hasText: 'KES 5,000' })
      .locator('span');
    expect(await chosen.evaluate((element) => getComputedStyle(element).backgroundColor)).not.toBe(
      await other.evaluate((element) => getComputedStyle(element).backgroundColor),
    );
    await page.getByRole('button', { name: 'Donate', exact: true }).click();
    await expect(page).toHaveURL(/\/donate\?type=one-time&amount=10000.*#how-to-pay$/);
    await expect(page.getByRole('heading', { name: 'How to pay' })).toBeInViewport();
  });
});
