import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { textParts, type Block } from '../content/schema/blocks';
import { mainNavigation } from '../content/navigation';
import { plainPages } from '../lib/routes';

/** A text as a visitor reads it: its links' labels in place of their markup. */
const plain = (text: string) =>
  textParts(text)
    .map((part) => (typeof part === 'string' ? part : part.label))
    .join('');

/** Every block of the body is on the page, as what it is: heading, paragraph, list item, image, link. */
async function expectBody(page: Page, body: Block[]) {
  const main = page.getByRole('main');
  for (const block of body) {
    if (block.type === 'heading') {
      await expect(main.getByRole('heading', { level: block.level ?? 2, name: block.text, exact: true })).toBeVisible();
    } else if (block.type === 'paragraph') {
      await expect(main.getByText(plain(block.text), { exact: true })).toBeVisible();
      for (const part of textParts(block.text)) {
        if (typeof part !== 'string') {
          await expect(main.getByRole('link', { name: part.label }).first()).toHaveAttribute('href', part.href);
        }
      }
    } else if (block.type === 'list') {
      for (const item of block.items) {
        if (typeof item === 'string')
          await expect(main.getByRole('listitem').filter({ hasText: plain(item) })).toBeVisible();
        else await expect(main.getByRole('heading', { level: 3, name: item.title, exact: true })).toBeVisible();
      }
    } else if (block.type === 'image') {
      await expect(main.getByRole('img', { name: block.alt, exact: true })).toBeVisible();
      if (block.caption) await expect(main.getByText(block.caption, { exact: true })).toBeVisible();
    } else if (block.type === 'quote') {
      await expect(main.getByRole('blockquote').filter({ hasText: block.quote })).toBeVisible();
    } else {
      for (const link of block.links) {
        await expect(main.getByRole('link', { name: link.label }).first()).toHaveAttribute('href', link.href);
      }
    }
  }
}

for (const copy of plainPages()) {
  test(`${copy.path} shows its title, trail and every block of its body`, async ({ page, consoleErrors }) => {
    await page.goto(copy.path);
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    for (const parent of copy.parents ?? []) {
      await expect(trail.getByRole('link', { name: parent.label })).toHaveAttribute('href', parent.href);
    }
    await expectBody(page, copy.body);
    if (copy.cta) await expect(page.getByRole('heading', { level: 2, name: copy.cta.title })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test(`${copy.path} shows every block of its body`, async ({ page }) => {
      await page.goto(copy.path);
      await expectBody(page, copy.body);
    });
  });
}

test('the site search finds a plain page by its text, labelled with its section of the menu', async ({ page }) => {
  for (const copy of plainPages()) {
    const group = mainNavigation.find((entry) => entry.children?.some((child) => child.href === copy.path));
    const heading = copy.body.find((block) => block.type === 'heading');
    if (!group || heading?.type !== 'heading') continue;
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Search', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await dialog.getByRole('searchbox', { name: 'Search the site' }).fill(heading.text);
    const result = dialog
      .getByRole('list', { name: 'Search results' })
      .locator(`:scope > li > a[href^="${copy.path}"]`);
    await expect(result.first()).toHaveText(new RegExp(`^${group.label}`));
  }
});

test('an address below a plain page, or beside it, is the 404 page', async ({ request }) => {
  const [first] = plainPages();
  for (const path of [`${first!.path}/more`, `${first!.path}-old`]) {
    expect((await request.get(path)).status(), path).toBe(404);
  }
});
