import { test, expect, expectNoAxeViolations } from './fixtures';
import { jsonLdTypes } from './media-helpers';
import { agms } from '../content/agm';
import { agmHref, agmLabel, agmsBefore, shownAgm } from '../lib/agm';
import { formatLongDate } from '../lib/dates';
import { photographsOf } from '../lib/stand-ins';
import { pages } from '../content/pages';
import { builtOn } from './time';

/** The pictures a meeting's page shows: its photographs, never a stand-in drawing. */
const shownPhotos = (meeting: (typeof agms)[number]) => photographsOf(meeting.photos);

test('the AGM page shows the event and working actions; its photos open in a lightbox on its own page', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/agm');
  // The meeting /agm shows: the one to come on the day the pages were built, or the latest.
  const agm = shownAgm(agms, await builtOn(page));
  const main = page.getByRole('main');
  await expect(page.getByRole('heading', { level: 1, name: agmLabel(agm.date) })).toBeVisible();
  await expect(main).toContainText(formatLongDate(agm.date));
  await expect(main.locator(`time[datetime="${agm.date}"]`)).toHaveCount(1);
  await expect(main).toContainText(agm.venue);
  await expect(main).toContainText(agm.attendees);
  const photos = main.getByRole('button', { name: /open larger/ });
  // The hub shows the meeting in brief: its pictures are on its own page.
  await expect(photos).toHaveCount(0);
  await expectNoAxeViolations(page);

  for (const name of ['Register Now', 'Register as Attendee']) {
    const href = await main.getByRole('link', { name }).getAttribute('href');
    expect(href).toMatch(/^mailto:secretariat@eik\.co\.ke\?subject=/);
    expect(decodeURIComponent(href!.split('subject=')[1]!)).toContain(agm.title);
  }
  const program = main.getByRole('link', { name: 'Download Program' });
  await expect(program).toHaveAttribute('download', '');
  const response = await page.request.get((await program.getAttribute('href'))!);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/pdf');
  expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(await jsonLdTypes(page)).toContain('Event');

  await page.goto(agmHref(agm));
  const shown = shownPhotos(agm);
  const count = shown.length;
  await expect(photos).toHaveCount(count);
  // No photograph of the meeting yet: no section of pictures at all, and no drawing in its place.
  await expect(
    main.getByRole('heading', { name: new RegExp(pages.agm.sections!.photos!.title.replace('{agm}', '')) }),
  ).toHaveCount(count > 0 ? 1 : 0);
  if (count === 0) {
    await expect(main.locator('img')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
    return;
  }
  const images = main.locator('ul img');
  await expect(images).toHaveCount(count);
  for (const alt of await images.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('alt') ?? ''))) {
    expect(alt.length).toBeGreaterThan(15);
  }
  await expectNoAxeViolations(page);
  const last = photos.nth(count - 1);
  await last.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'AGM image viewer' });
  await expect(dialog.getByText(`Image ${count} of ${count}`)).toBeVisible();
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', shown.at(-1)!.alt);
  // Under the picture its caption, what it shows, in the gallery's voice: not its alt text.
  await expect(dialog.locator('figcaption')).toHaveText(shown.at(-1)!.caption);
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByText(`Image 1 of ${count}`)).toBeVisible();
  await expect(dialog.locator('figcaption')).toHaveText(shown[0]!.caption);
  for (const photo of shown) expect(photo.caption).not.toMatch(/^(Illustration|Image|Photo|Picture)\b/i);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(last).toBeFocused();
  expect(consoleErrors).toEqual([]);
});

test('each meeting has its own page, linked from /agm, with its photos, programme and a way back', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/agm');
  const shown = shownAgm(agms, await builtOn(page));
  const main = page.getByRole('main');
  const permanent = pages.agm.links!.permanent!.label.replace('{agm}', agmLabel(shown.date));
  await expect(main.getByRole('link', { name: permanent })).toHaveAttribute('href', agmHref(shown));
  const past = agmsBefore(agms, shown);
  if (past.length > 0) {
    const list = page.getByRole('region', { name: 'Past AGMs' });
    await expect(list.getByRole('link')).toHaveText(past.map((meeting) => meeting.title));
  }

  // Every meeting's page, checked in full for one (the oldest, which never moves) and briefly for the rest.
  for (const meeting of [...agms].reverse()) {
    const full = meeting === agms.at(-1);
    await page.goto(agmHref(meeting));
    await expect(page).toHaveTitle(new RegExp(`^${meeting.title} [|]`));
    await expect(page.getByRole('heading', { level: 1, name: agmLabel(meeting.date) })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${agmHref(meeting)}$`));
    await expect(main.locator(`time[datetime="${meeting.date}"]`)).toHaveCount(1);
    await expect(main.getByRole('button', { name: /open larger/ })).toHaveCount(shownPhotos(meeting).length);
    if (!full) continue;
    const program = main.getByRole('link', { name: 'Download Program' });
    const response = await page.request.get((await program.getAttribute('href'))!);
    expect(response.status()).toBe(200);
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await jsonLdTypes(page)).toContain('Event');
    await expectNoAxeViolations(page);
    await main.getByRole('link', { name: 'The latest AGM and every past meeting' }).click();
    await expect(page).toHaveURL(/\/agm$/);
  }
  expect(consoleErrors).toEqual([]);
});
