import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import {
  defaultDonationAmount,
  donationFormWords,
  donationPresets,
  donationPurposes,
  donationStory,
  donationTypes,
  givingSteps,
  impactExamples,
  recognitionNote,
  recognitionTiers,
} from '../content/donation';
import { pages } from '../content/pages';
import { site } from '../content/site';
import { formatKes } from '../lib/format';

/** Collects the texts of browser alerts, accepting each. */
function collectDialogs(page: Page): string[] {
  const messages: string[] = [];
  page.on('dialog', async (dialog) => {
    messages.push(dialog.message());
    await dialog.accept();
  });
  return messages;
}

/** Chooses a radio tile by clicking its visible label, as a visitor does. */
async function choose(page: Page, group: string, label: string) {
  await page
    .getByRole('group', { name: group })
    .locator('label', { hasText: new RegExp(`^${label}`) })
    .click();
  await expect(page.getByRole('radio', { name: new RegExp(`^${label}`) })).toBeChecked();
}

const donate = (page: Page) => page.getByRole('button', { name: 'Donate', exact: true });
const formCard = (page: Page) => page.getByRole('region', { name: pages.donate.sections!.give!.title });

test.describe('donation', () => {
  test('the page has the form, impact, tiers and payment details', async ({ page, consoleErrors }) => {
    await page.goto('/donate');
    await expect(page.getByRole('group', { name: 'Donation type' }).getByRole('radio')).toHaveCount(
      donationTypes.length,
    );
    await expect(page.getByRole('group', { name: 'Amount' }).getByRole('radio')).toHaveCount(
      donationPresets.length + 1,
    );
    await expect(page.getByRole('radio', { name: formatKes(defaultDonationAmount) })).toBeChecked();
    for (const tier of recognitionTiers) {
      await expect(page.getByRole('heading', { name: tier.name })).toBeVisible();
    }
    await expect(page.getByText(recognitionNote)).toBeVisible();
    for (const example of impactExamples) await expect(page.getByText(example.impact)).toBeVisible();
    await expect(page.getByText('284864', { exact: true })).toBeVisible();
    await expect(page.getByText('5128640', { exact: true })).toBeVisible();
    await expect(page.getByText('KCBLKENX', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    // The radio groups work by keyboard: arrows move the choice, and Donate uses it.
    const dialogs = collectDialogs(page);
    await page.getByRole('radio', { name: 'KES 5,000' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'KES 10,000' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'KES 10,000' })).toBeFocused();
    await donate(page).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => dialogs)
      .toEqual(['Thank you for your one-time donation of KES 10,000 for General Support!']);
    expect(consoleErrors).toEqual([]);
  });

  test('Donate thanks the donor with the exact texts', async ({ page, consoleErrors }) => {
    const dialogs = collectDialogs(page);
    await page.goto('/donate');
    await donate(page).click();
    await expect
      .poll(() => dialogs)
      .toEqual(['Thank you for your one-time donation of KES 5,000 for General Support!']);

    await choose(page, 'Donation type', 'Monthly');
    await choose(page, 'Amount', 'KES 50,000');
    await page.getByRole('combobox', { name: 'Purpose' }).selectOption({ label: 'Environmental Research' });
    await page.getByRole('textbox', { name: /Message/ }).fill('For the wetlands');
    await donate(page).click();
    await expect
      .poll(() => dialogs.at(-1))
      .toBe('Thank you for your monthly donation of KES 50,000 for Environmental Research!');

    await choose(page, 'Amount', 'Custom');
    await page.getByRole('textbox', { name: 'Custom amount (KES)' }).fill('7500');
    await donate(page).click();
    await expect
      .poll(() => dialogs.at(-1))
      .toBe('Thank you for your monthly donation of KES 7,500 for Environmental Research!');
    expect(dialogs).toHaveLength(3);
    expect(consoleErrors).toEqual([]);
  });

  test('every invalid custom amount shows an inline error and no alert', async ({ page, consoleErrors }) => {
    const dialogs = collectDialogs(page);
    await page.goto('/donate');
    await choose(page, 'Amount', 'Custom');
    const input = page.getByRole('textbox', { name: 'Custom amount (KES)' });
    for (const [value, message] of [
      ['', 'Please enter an amount for your donation.'],
      ['0', 'Please enter an amount of at least KES 1.'],
      ['-2500', 'Please enter an amount of at least KES 1.'],
      ['2500.75', 'Please enter a whole number of shillings, without cents.'],
      ['five thousand', 'Please enter the amount in numbers only, for example 7500.'],
      ['10000001', 'Please enter an amount of at most KES 10,000,000. For a larger gift, please contact us.'],
    ]) {
      await input.fill(value!);
      await donate(page).click();
      await expect(page.getByRole('main').getByRole('alert').filter({ hasText: message! })).toBeVisible();
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toBeFocused();
    }
    await expectNoAxeViolations(page);
    expect(dialogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  for (const [width, height] of [
    [1366, 800],
    [390, 844],
    [320, 568],
  ] as const) {
    test(`at ${width} × ${height} px a refused custom amount is brought out from under the sticky header`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/donate');
      await choose(page, 'Amount', 'Custom');
      const input = page.getByRole('textbox', { name: 'Custom amount (KES)' });
      // The field just under the top of the window, behind the sticky header: in view to the browser,
      // so its own scroll on focus would leave it there.
      const top = (await input.boundingBox())!.y;
      await page.evaluate((by) => window.scrollBy(0, by), top - 10);
      // Sent as Donate sends it, without the click's own scroll to the button.
      await input.evaluate((field) => (field as HTMLInputElement).form!.requestSubmit());
      await expect(input).toBeFocused();
      const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
      await expect.poll(async () => (await input.boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
      // The message under the field is in the window too.
      const message = page.getByRole('main').getByRole('alert');
      await expect
        .poll(async () => (await message.boundingBox())!.y + (await message.boundingBox())!.height)
        .toBeLessThanOrEqual(height);
      // Where the window has room for it, the form is seen whole from its card's top, clear of the header.
      if (height >= 800) {
        await expect.poll(async () => (await formCard(page).boundingBox())!.y).toBeGreaterThanOrEqual(headerBottom);
        expect((await formCard(page).boundingBox())!.y).toBeLessThan(headerBottom + 48);
      }
    });
  }

  test('the custom amount’s hint is set in body size, and Donate says it leads to paying by M-Pesa or bank', async ({
    page,
  }) => {
    await page.goto('/donate');
    await choose(page, 'Amount', 'Custom');
    const hint = page.getByText(donationFormWords.customHint);
    await expect(hint).toBeVisible();
    expect(await hint.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(14);
    await expect(page.getByRole('textbox', { name: 'Custom amount (KES)' })).toHaveAccessibleDescription(
      donationFormWords.customHint,
    );
    const note = formCard(page).getByText(donationFormWords.donateNote);
    await expect(note).toBeVisible();
    await expect(donate(page)).toHaveAccessibleDescription(donationFormWords.donateNote);
    const button = (await donate(page).boundingBox())!;
    const noteBox = (await note.boundingBox())!;
    expect(noteBox.y).toBeGreaterThanOrEqual(button.y + button.height);
    expect(noteBox.y - (button.y + button.height)).toBeLessThan(24);
    expect(await note.evaluate((element) => parseFloat(getComputedStyle(element).fontSize))).toBeGreaterThanOrEqual(14);
  });

  for (const width of [1024, 1366]) {
    test(`at ${width} px the column beside the form says how giving works, and stands about as tall as the form`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/donate');
      const steps = page.getByRole('region', { name: givingSteps.title });
      await expect(steps).toBeVisible();
      await expect(steps.getByRole('listitem')).toHaveCount(givingSteps.steps.length);
      await expect(steps).toContainText(site.payments.paybill);
      await expect(steps).toContainText(site.payments.donationTill);
      const stepsBox = (await steps.boundingBox())!;
      const form = (await formCard(page).boundingBox())!;
      const title = (await page.getByRole('heading', { level: 1 }).boundingBox())!;
      // Beside the form, under the title, and ending near the form's foot: no tall empty column.
      expect(stepsBox.x + stepsBox.width).toBeLessThan(form.x);
      expect(stepsBox.y).toBeGreaterThan(title.y + title.height);
      expect(Math.abs(stepsBox.y + stepsBox.height - (form.y + form.height))).toBeLessThan(160);
    });
  }

  for (const width of [320, 390, 1366]) {
    test(`at ${width} px every section's heading stands flush left in one style`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/donate');
      const headings = page.locator('main section > div > div > h2');
      const styles = await headings.evaluateAll((elements) =>
        elements.map((element) => {
          const style = getComputedStyle(element);
          const container = element.closest('section > div')!;
          return {
            text: element.textContent,
            look: `${style.fontFamily} ${style.fontSize} ${style.fontWeight} ${style.color}`,
            align: style.textAlign,
            offset: Math.round(
              element.getBoundingClientRect().left -
                container.getBoundingClientRect().left -
                parseFloat(getComputedStyle(container).paddingLeft),
            ),
          };
        }),
      );
      expect(styles.map((style) => style.text)).toEqual(
        expect.arrayContaining([
          pages.donate.sections!.impact!.title,
          pages.donate.sections!.pay!.title,
          pages.donate.sections!.recognition!.title,
        ]),
      );
      // With a donor's story, what gifts pay for has a band and a heading of its own beside it.
      expect(styles.length).toBe(donationStory.standIn ? 3 : 4);
      expect(new Set(styles.map((style) => style.look)).size).toBe(1);
      for (const style of styles) {
        expect(style.align, style.text!).toBe('start');
        expect(style.offset, style.text!).toBe(0);
      }
    });
  }

  test('copy buttons copy the numbers and confirm', async ({ page, context, consoleErrors }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/donate');
    await page.getByRole('button', { name: 'Copy paybill number' }).click();
    await expect(page.getByRole('button', { name: 'Copied paybill number' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('284864');
    await page.getByRole('button', { name: 'Copy till number' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('5128640');
    expect(consoleErrors).toEqual([]);
  });

  test('each purpose’s account code has its own copy button, which copies the code', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/donate');
    const paybill = page.getByRole('region', { name: 'M-Pesa Paybill' });
    for (const code of Object.values(site.payments.donationAccounts)) {
      await paybill.getByRole('button', { name: `Copy account number ${code}` }).click();
      await expect(paybill.getByRole('button', { name: `Copied account number ${code}` })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    }
    expect(consoleErrors).toEqual([]);
  });

  for (const width of [320, 390]) {
    test(`at ${width} px each purpose stands above its code, the copy button on the code's line`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/donate');
      const paybill = page.getByRole('region', { name: 'M-Pesa Paybill' });
      const cardBox = (await paybill.boundingBox())!;
      for (const purpose of donationPurposes) {
        const code = site.payments.donationAccounts[purpose.value];
        const label = (await paybill.getByRole('term').filter({ hasText: purpose.label }).boundingBox())!;
        const value = (await paybill.getByText(code, { exact: true }).boundingBox())!;
        const button = (await paybill.getByRole('button', { name: `Copy account number ${code}` }).boundingBox())!;
        expect(label.y + label.height).toBeLessThanOrEqual(value.y + 1);
        expect(Math.abs(label.x - value.x)).toBeLessThanOrEqual(1);
        // The button on the code's line, after it, inside the card.
        expect(button.x).toBeGreaterThan(value.x + value.width);
        expect(button.y).toBeLessThan(value.y + value.height);
        expect(button.y + button.height).toBeGreaterThan(value.y);
        expect(button.x + button.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
      }
    });
  }

  test('a refused clipboard says how to copy by hand', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('denied')) },
      });
    });
    await page.goto('/donate');
    await page.getByRole('button', { name: 'Copy paybill number' }).click();
    await expect(page.getByText('Could not copy: please select it and copy it by hand.').first()).toBeVisible();
  });
});

test.describe('donation without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('shows every payment detail', async ({ page }) => {
    await page.goto('/donate');
    const { payments } = site;
    for (const value of [
      payments.paybill,
      payments.donationTill,
      payments.bank.name,
      payments.bank.accountNumber,
      payments.bank.swiftCode,
    ]) {
      await expect(page.getByText(value, { exact: true })).toBeVisible();
    }
  });
});
