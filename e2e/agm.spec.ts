import { test, expect, expectNoAxeViolations } from './fixtures';
import { jsonLdTypes } from './media-helpers';
import { agms } from '../content/agm';
import { agmHref, agmLabel, agmsBefore, agmsFrom, agmsWithPages, isLatestAgm, shownAgm } from '../lib/agm';
import { formatLongDate } from '../lib/dates';
import { photographsOf } from '../lib/stand-ins';
import { pages } from '../content/pages';
import { afterEvents, builtOn } from './time';

/** The pictures a meeting's page shows: its photographs, never a stand-in drawing. */
const shownPhotos = (meeting: (typeof agms)[number]) => photographsOf(meeting.photos);

test('the AGM page shows the event, its working actions and its photos, which open in a lightbox', async ({
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

  // The spec's gallery is /agm's: the meeting's photographs, once it has any.
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

test.describe('once the meeting has been held', () => {
  test.use({ today: afterEvents });

  test('/agm is the meeting in full: its decisions and program, the next AGM, and the meetings before it', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/agm');
    // Every meeting is over: the browser shows the last one the HTML carries.
    const day = await builtOn(page);
    const meeting = agmsFrom(agms, day).at(-1)!;
    const main = page.getByRole('main');
    await expect(page.getByRole('heading', { level: 1, name: agmLabel(meeting.date) })).toBeVisible();
    await expect(main.getByText(meeting.description)).toBeVisible();
    await expect(main.getByText('This meeting has been held')).toBeVisible();
    await expect(main.getByRole('link', { name: /^Register/ })).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Download Program' })).toHaveAttribute('href', meeting.programmePdf);
    const outcomes = page.getByRole('region', { name: pages.agm.sections.outcomes.title });
    await expect(outcomes.getByRole('listitem')).toHaveCount(meeting.outcomes?.length ?? 0);
    await expect(page.getByRole('heading', { name: pages.agm.texts.nextTitle })).toHaveCount(
      isLatestAgm(agms, meeting) ? 1 : 0,
    );
    // No second address for the same meeting: nothing on /agm sends to its year.
    await expect(main.locator(`a[href="${agmHref(meeting)}"]`)).toHaveCount(0);
    // The meetings held before, each to its own page.
    const past = agmsBefore(agms, meeting).filter((other) => agmsWithPages(agms, day).includes(other));
    const list = page.getByRole('region', { name: pages.agm.sections.past.title });
    await expect(list).toHaveCount(past.length > 0 ? 1 : 0);
    if (past.length > 0) {
      await expect(list.getByRole('link')).toHaveText(past.map((other) => other.title));
      for (const [index, other] of past.entries()) {
        await expect(list.getByRole('link').nth(index)).toHaveAttribute('href', agmHref(other));
      }
    }
    // The spec's button is "Download Program": the page's own words say Program too.
    await expect(main).not.toContainText('Programme');
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test('a meeting is read at one address: /agm, or its year’s page once /agm shows a later one', async ({
    page,
    request,
    baseURL,
    consoleErrors,
  }) => {
    await page.goto('/agm');
    const day = await builtOn(page);
    const onHub = agmsFrom(agms, day);
    const withPages = agmsWithPages(agms, day);
    expect([...onHub, ...withPages].map(agmHref).sort()).toEqual(agms.map(agmHref).sort());
    const hubText = await page.getByRole('main').innerText();
    const sitemap = await (await request.get('/sitemap.xml')).text();

    // The year of a meeting /agm shows answers with /agm, for good (a calendar file links it).
    for (const meeting of onHub) {
      const response = await request.get(agmHref(meeting), { maxRedirects: 0 });
      expect([agmHref(meeting), response.status()]).toEqual([agmHref(meeting), 301]);
      expect(new URL(response.headers().location ?? '', baseURL).pathname).toBe('/agm');
      expect(sitemap).not.toContain(`${agmHref(meeting)}<`);
      await page.goto(agmHref(meeting));
      await expect(page).toHaveURL(/\/agm$/);
      await expect(page.getByRole('heading', { level: 1, name: agmLabel(shownAgm(agms, day).date) })).toBeVisible();
    }

    // Every other meeting: its record, which /agm does not repeat, and the way back.
    for (const meeting of withPages) {
      await page.goto(agmHref(meeting));
      const main = page.getByRole('main');
      await expect(page).toHaveTitle(new RegExp(`^${meeting.title} [|]`));
      await expect(page.getByRole('heading', { level: 1, name: agmLabel(meeting.date) })).toBeVisible();
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${agmHref(meeting)}$`));
      await expect(main.locator(`time[datetime="${meeting.date}"]`)).toHaveCount(1);
      await expect(main.getByText(meeting.description)).toBeVisible();
      await expect(main.getByRole('button', { name: /open larger/ })).toHaveCount(shownPhotos(meeting).length);
      const outcomes = page.getByRole('region', { name: pages.agmMeeting.sections.outcomes.title });
      await expect(outcomes.getByRole('listitem')).toHaveCount(meeting.outcomes?.length ?? 0);
      // Neither the list of past meetings nor the next AGM's sign-up: those are /agm's.
      await expect(page.getByRole('region', { name: pages.agm.sections.past.title })).toHaveCount(0);
      await expect(page.getByRole('heading', { name: pages.agm.texts.nextTitle })).toHaveCount(0);
      expect(hubText).not.toContain(meeting.description);
      expect(sitemap).toContain(`${agmHref(meeting)}<`);
      const program = main.getByRole('link', { name: 'Download Program' });
      const response = await page.request.get((await program.getAttribute('href'))!);
      expect(response.status()).toBe(200);
      expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(await jsonLdTypes(page)).toContain('Event');
      await expect(main).not.toContainText('Programme');
      await expectNoAxeViolations(page);
      await main.getByRole('link', { name: pages.agmMeeting.links.back.label }).click();
      await expect(page).toHaveURL(/\/agm$/);
    }
    expect(consoleErrors).toEqual([]);
  });
});
