import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, expectNoAxeViolations, painted } from './fixtures';
import { feeWords, joinBenefits, membershipCategories, membershipTerms } from '../content/membership';
import { workingGroups } from '../content/working-groups';
import { actions } from '../content/navigation';
import { feeText } from '../lib/format';
import { charter } from '../content/charter';
import { charterPageCount, charterViewerName, readCharter } from './charter';

const groupNames = workingGroups.map((group) => group.name);
// Three groups to open in turn: the second, the third and the last.
const group = (index: number) => ({ index, name: groupNames[index]! });
const second = group(1);
const third = group(2);
const last = group(groupNames.length - 1);
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '-');
const charterPath = charter.file;
const summary = (page: import('@playwright/test').Page, name: string) => page.locator('summary', { hasText: name });

test.describe('Technical working groups', () => {
  test('accordion: first open, one at a time, collapsible, keyboard, join links', async ({ page, consoleErrors }) => {
    await page.goto('/members/chapters');
    await expect(page.getByRole('heading', { level: 1, name: 'Technical Working Groups' })).toBeVisible();
    const details = page.locator('main details[name="twg"]');
    await expect(details).toHaveCount(groupNames.length);
    await expect(page.locator('main summary h3')).toHaveText(groupNames);

    // First open by default, the others closed.
    await expect(page.getByText('Objectives').first()).toBeVisible();
    await expect(details.nth(0)).toHaveAttribute('open', '');
    for (let i = 1; i < groupNames.length; i++) await expect(details.nth(i)).not.toHaveAttribute('open');

    // Opening another closes the first.
    await details.nth(third.index).locator('summary').click();
    await expect(details.nth(third.index)).toHaveAttribute('open', '');
    await expect(details.nth(0)).not.toHaveAttribute('open');
    await expect(details.nth(third.index).getByText('Key responsibilities')).toBeVisible();
    await expect(details.nth(third.index).getByText('Ideal membership')).toBeVisible();
    await expect(page.locator('main details[open]')).toHaveCount(1);

    // Collapsible: clicking the open one closes it.
    await details.nth(third.index).locator('summary').click();
    await expect(page.locator('main details[open]')).toHaveCount(0);

    // Keyboard: focus a summary and press Enter, then Space on another.
    await details.nth(second.index).locator('summary').focus();
    await page.keyboard.press('Enter');
    await expect(details.nth(second.index)).toHaveAttribute('open', '');
    await details.nth(last.index).locator('summary').focus();
    await page.keyboard.press('Space');
    await expect(details.nth(last.index)).toHaveAttribute('open', '');
    await expect(details.nth(second.index)).not.toHaveAttribute('open');

    // Each group's Join link carries its slug.
    for (const [index, name] of groupNames.entries()) {
      // Links in closed groups are not in the accessibility tree, so they are found by their text.
      const link = details.nth(index).locator('a', { hasText: `Join the ${name} working group` });
      await expect(link).toHaveAttribute('href', `/members/join?twg=${slug(name)}`);
    }
    await expect(page.locator('main a[href="/members/join"]').first()).toBeVisible();
    await expect(page.locator('main a[href="/about/secretariat"]')).toBeVisible();

    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a Join link leads to the join page naming the group', async ({ page, consoleErrors }) => {
    await page.goto('/members/chapters');
    await summary(page, last.name).click();
    await page.getByRole('link', { name: `Join the ${last.name} working group` }).click();
    await expect(page).toHaveURL(`/members/join?twg=${slug(last.name)}`);
    await expect(page.getByText(`You chose the ${last.name} working group.`)).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('without JavaScript every group is readable', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/members/chapters');
    const details = page.locator('main details');
    await expect(details.nth(0).getByText('Objectives')).toBeVisible();
    for (let i = 1; i < groupNames.length; i++) {
      await details.nth(i).locator('summary').click();
      await expect(details.nth(i).getByText('Objectives')).toBeVisible();
      await expect(details.nth(i).getByText('Key responsibilities')).toBeVisible();
    }
    await context.close();
  });
});

test.describe('Fees & Subscriptions', () => {
  test('a card per category, payment methods, terms, benefits and FAQ', async ({ page, consoleErrors }) => {
    await page.goto('/members/fees');
    // The fees are shown once: in the cards, not again in a table beside them.
    await expect(page.locator('#categories').getByRole('table')).toHaveCount(0);
    const cards = page.locator('main article');
    await expect(cards).toHaveCount(membershipCategories.length);
    for (const category of membershipCategories) {
      await expect(page.getByRole('heading', { level: 3, name: category.type, exact: true })).toBeVisible();
      const card = cards.filter({ has: page.getByRole('heading', { name: category.type, exact: true }) });
      const annual = feeText(category.annualFee, feeWords.free);
      const registration = feeText(category.registrationFee, feeWords.none);
      await expect(card.getByText(annual, { exact: true })).toBeVisible();
      await expect(card.getByText(`${feeWords.registration} ${registration}`)).toBeVisible();
      // On a desktop every qualification stands open, without a click.
      for (const qualification of category.qualifications) {
        await expect(card.getByText(qualification, { exact: true })).toBeVisible();
      }
    }
    for (const popular of membershipCategories.filter((category) => 'popular' in category && category.popular)) {
      const card = cards.filter({ has: page.getByRole('heading', { name: popular.type, exact: true }) });
      await expect(card.getByText('Most Popular')).toBeVisible();
    }
    await expect(cards.getByText('Most Popular')).toHaveCount(
      membershipCategories.filter((category) => 'popular' in category && category.popular).length,
    );
    // Every category but those the council confers by nomination has Apply Now.
    const apply = page.locator('#categories').getByRole('link', { name: new RegExp(`^${actions.apply.label}`) });
    await expect(apply).toHaveCount(
      membershipCategories.filter((category) => !('byNomination' in category && category.byNomination)).length,
    );
    for (const link of await apply.all()) {
      await expect(link).toHaveAttribute('href', 'https://portal.eik.co.ke/register');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    const payment = page.locator('#payment');
    for (const text of [
      '284864',
      'M-Pesa Paybill',
      'Bank transfer',
      'Swift code',
      'KCBLKENX',
      'Cheque',
      'Online card payment',
      'Your membership or ID number',
    ]) {
      await expect(payment.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(page.getByText(/valid for 12 months/)).toBeVisible();
    await expect(page.getByText(/grace period of 3 months/)).toBeVisible();
    for (const term of membershipTerms) await expect(page.getByText(term).first()).toBeVisible();
    // Every category a term names is one the page has a card for.
    await expect(page.getByRole('main')).not.toContainText('Professional member');
    await expect(page.getByText(/once approved\.$/).first()).toBeVisible();
    await expect(page.getByText(/Listing in the public register/)).toBeVisible();

    // Every payment card's values start at one distance from its edge: one column rule for all.
    const starts = await payment
      .locator('li')
      .evaluateAll((cards) =>
        cards.flatMap((card) =>
          [...card.querySelectorAll('dd')].map((value) =>
            Math.round(value.getBoundingClientRect().left - card.getBoundingClientRect().left),
          ),
        ),
      );
    expect(starts.length).toBeGreaterThan(1);
    expect(new Set(starts).size).toBe(1);

    const faq = page.locator('#faq details').first();
    await expect(faq).not.toHaveAttribute('open');
    await faq.locator('summary').click();
    await expect(faq.getByText(/membership committee/)).toBeVisible();

    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('How to Join', () => {
  test('benefits, categories, Apply Now and no submitting form', async ({ page, consoleErrors }) => {
    const pdfRequests: string[] = [];
    page.on('request', (request) => {
      if (/pdf/i.test(request.url())) pdfRequests.push(request.url());
    });
    await page.goto('/members/join');
    await page.waitForLoadState('networkidle');
    // Nothing of pdf.js (code, worker or the document) loads before the viewer is scrolled near.
    expect(pdfRequests).toEqual([]);

    for (const { title } of joinBenefits) {
      await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }
    const categories = page.locator('#categories li');
    await expect(categories).toHaveCount(membershipCategories.length);
    const join = page.getByRole('main').getByRole('link', { name: actions.apply.label }).first();
    await expect(join).toHaveAttribute('href', 'https://portal.eik.co.ke/register');
    await expect(join).toHaveAttribute('target', '_blank');
    await expect(page.locator('main form')).toHaveCount(0);
    await expect(
      page.getByText(`Members can take part in any of our ${workingGroups.length} technical working groups.`),
    ).toBeVisible();

    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a valid twg names the group; unknown, empty and very long values are ignored', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/members/join?twg=climate-change');
    await expect(page.getByText('You chose the Climate Change working group.')).toBeVisible();
    await page.goto('/members/join?twg=environment-health-and-safety--ehs-');
    await expect(page.getByText('You chose the Environment Health and Safety (EHS) working group.')).toBeVisible();
    for (const value of ['unknown-group', '', 'climate-change'.repeat(200), 'Climate%20Change']) {
      await page.goto(`/members/join?twg=${value}`);
      await expect(page.getByRole('heading', { level: 1, name: 'How to Join' })).toBeVisible();
      await expect(
        page.getByText(`Members can take part in any of our ${workingGroups.length} technical working groups.`),
      ).toBeVisible();
      await expect(page.getByText(/You chose/)).toHaveCount(0);
    }
    expect(consoleErrors).toEqual([]);
  });

  test('hostile twg values inject nothing', async ({ page, consoleErrors }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const hostile = [
      '<img src=x onerror=alert(1)>',
      '"><script>alert(1)</script>',
      'climate-change<svg onload=alert(1)>',
      'javascript:alert(1)',
    ];
    for (const value of hostile) {
      await page.goto(`/members/join?twg=${encodeURIComponent(value)}`);
      await expect(page.getByRole('heading', { level: 1, name: 'How to Join' })).toBeVisible();
      await expect(
        page.getByText(`Members can take part in any of our ${workingGroups.length} technical working groups.`),
      ).toBeVisible();
      await expect(
        page.locator('main img[src="x"], main svg[onload], main script:not([type="application/ld+json"])'),
      ).toHaveCount(0);
      await expect(page.getByText(value, { exact: false })).toHaveCount(0);
    }
    // An injected image or script would have loaded (and its handler run) by the time the
    // network is quiet and the page painted.
    await page.waitForLoadState('networkidle');
    await painted(page);
    expect(dialogs).toBe(0);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('Charter PDF viewer', () => {
  test('opens when asked for, pages, zooms to both bounds, rotates, downloads; same origin only', async ({
    page,
    consoleErrors,
    baseURL,
  }) => {
    const pages = await charterPageCount();
    expect(pages).toBeGreaterThan(1);
    const origin = new URL(baseURL!).origin;
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await page.goto('/members/join');
    await page.waitForLoadState('networkidle');
    // Until the visitor asks to read it, neither pdf.js (code or worker) nor the document loads,
    // not even with the charter's block in view.
    await page.locator('#charter').scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    const scriptsBefore = new Set(requests.filter((url) => url.endsWith('.js')));
    expect(requests.filter((url) => /pdf/i.test(url))).toEqual([]);
    await readCharter(page);

    const viewer = page.getByRole('region', { name: charterViewerName });
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible({ timeout: 15_000 });
    await expect(viewer.locator('canvas')).toBeVisible();
    expect(requests.some((url) => url.includes('pdf.worker'))).toBe(true);
    expect(requests.some((url) => url.endsWith(charterPath))).toBe(true);
    // The pdf.js library itself came in a chunk requested only after the click.
    const lateScripts = [...new Set(requests.filter((url) => url.endsWith('.js') && !scriptsBefore.has(url)))];
    const bodies = await Promise.all(lateScripts.map(async (url) => (await page.request.get(url)).text()));
    expect(bodies.some((body) => body.includes('GlobalWorkerOptions'))).toBe(true);

    const previous = page.getByRole('button', { name: 'Previous page' });
    const next = page.getByRole('button', { name: 'Next page' });
    await expect(previous).toBeDisabled();
    for (let shown = 2; shown <= pages; shown++) {
      await next.click();
      await expect(page.getByText(`Page ${shown} of ${pages}`)).toBeVisible();
    }
    await expect(next).toBeDisabled();
    await previous.click();
    await expect(page.getByText(`Page ${pages - 1} of ${pages}`)).toBeVisible();

    const zoomIn = page.getByRole('button', { name: 'Zoom in' });
    const zoomOut = page.getByRole('button', { name: 'Zoom out' });
    await expect(page.getByText('100%')).toBeVisible();
    const width100 = (await viewer.locator('canvas').boundingBox())!.width;
    for (let i = 0; i < 8; i++) await zoomIn.click();
    await expect(page.getByText('300%')).toBeVisible();
    await expect(zoomIn).toBeDisabled();
    await expect
      .poll(async () => (await viewer.locator('canvas').boundingBox())!.width)
      .toBeGreaterThan(width100 * 2.5);
    // Keyboard works too: Tab to Zoom out and press Enter.
    await zoomOut.focus();
    for (let i = 0; i < 10; i++) if (await zoomOut.isEnabled()) await page.keyboard.press('Enter');
    await expect(page.getByText('50%')).toBeVisible();
    await expect(zoomOut).toBeDisabled();
    await expect(zoomIn).toBeEnabled();

    const rotate = page.getByRole('button', { name: /^Rotate clockwise/ });
    await expect(rotate).toHaveAccessibleName('Rotate clockwise (now 0 degrees)');
    const portrait = (await viewer.locator('canvas').boundingBox())!;
    expect(portrait.height).toBeGreaterThan(portrait.width);
    await rotate.click();
    await expect(rotate).toHaveAccessibleName('Rotate clockwise (now 90 degrees)');
    await expect
      .poll(async () => {
        const box = (await viewer.locator('canvas').boundingBox())!;
        return box.width > box.height;
      })
      .toBe(true);
    for (let i = 0; i < 3; i++) await rotate.click();
    await expect(rotate).toHaveAccessibleName('Rotate clockwise (now 0 degrees)');

    const download = page.getByRole('link', { name: `Download ${charter.title} (PDF)` });
    await expect(download).toHaveAttribute('download', 'eik_membership_charter.pdf');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    // The local static server names the file in a Content-Disposition header, which browsers prefer
    // over the download attribute; hosts that send none use the attribute checked above.
    expect(file.suggestedFilename()).toMatch(/^eik[_-]membership[_-]charter\.pdf$/);
    const bytes = readFileSync((await file.path())!);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.equals(readFileSync(join(__dirname, '..', 'public', charterPath)))).toBe(true);

    expect(
      requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')),
    ).toEqual([]);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a failing charter shows the error and the toast, and Retry recovers', async ({ page }) => {
    const pages = await charterPageCount();
    let fail = true;
    await page.route(`**${charterPath}`, (route) => (fail ? route.abort('failed') : route.continue()));
    await page.goto('/members/join');
    await readCharter(page);
    const viewer = page.getByRole('region', { name: charterViewerName });
    await expect(viewer.getByRole('alert')).toHaveText(/^Failed to load PDF document: .+Retry$/, { timeout: 15_000 });
    const toast = page.locator('[data-sonner-toast]');
    await expect(toast).toBeVisible();
    await expect(toast.getByText('Error', { exact: true })).toBeVisible();
    await expect(toast.getByText(/^Failed to load PDF document: .+/)).toBeVisible();
    await expect(toast).toHaveAttribute('data-type', 'error');
    // The rest of the page keeps working.
    await expect(page.getByRole('main').getByRole('link', { name: actions.apply.label }).first()).toBeVisible();

    fail = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText(`Page 1 of ${pages}`)).toBeVisible({ timeout: 15_000 });
    await expect(viewer.getByText(/^Failed to load PDF document/)).toHaveCount(0);
    await expect(viewer.locator('canvas')).toBeVisible();
  });

  test('without JavaScript both actions open the PDF itself, its facts beside them', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/members/join');
    const block = page.locator('#charter');
    await expect(block.getByRole('link', { name: charter.texts.read, exact: true })).toHaveAttribute(
      'href',
      charterPath,
    );
    const link = block.getByRole('link', { name: charter.texts.download, exact: true });
    await expect(link).toHaveAttribute('href', charterPath);
    await expect(link).toHaveAttribute('download', /\.pdf$/);
    await expect(block.getByText(/^\d+ pages?(, [\d.]+ (KB|MB))?$/)).toBeVisible();
    const response = await page.request.get(charterPath);
    expect(response.headers()['content-type']).toContain('application/pdf');
    await context.close();
  });
});
