import { mediaLists } from '../content/list-words';
import { expect, test } from './fixtures';

/** Each list page with its filter: the search box's name, and the list's path. */
const lists = [
  { path: '/blogs', search: mediaLists.blogs },
  { path: '/press-statements', search: mediaLists.press },
  { path: '/monthly-bulletin', search: mediaLists.bulletins },
  { path: '/resources/downloads', search: mediaLists.downloads },
];

for (const width of [320, 390, 1366]) {
  for (const { path, search } of lists) {
    test(`${path} at ${width} px: the filter's fields match, its hint fits, and Filter comes after them all`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      const form = page.getByRole('search', { name: /^Filter/ });
      const box = form.getByRole('searchbox', { name: search.search });
      const choice = form.getByRole('combobox');
      const submit = form.getByRole('button', { name: 'Filter', exact: true });
      await expect(box).toBeEnabled();
      // A choice of one is not offered (one year of bulletins): then the search box is the last field.
      const last = (await choice.count()) > 0 ? choice : box;
      const [boxAt, lastAt, submitAt] = await Promise.all([box, last, submit].map((field) => field.boundingBox()));
      // The select is drawn like the search box: the same height.
      expect(Math.abs(lastAt!.height - boxAt!.height)).toBeLessThanOrEqual(1);
      // The button applies the whole form: after the last field, below it or to its right.
      expect(submitAt!.y >= lastAt!.y + lastAt!.height - 1 || submitAt!.x >= lastAt!.x + lastAt!.width - 1).toBe(true);
      // The hint is read whole: its text fits the box's room for text.
      const fits = await box.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d')!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return context.measureText(input.placeholder).width <= room;
      });
      expect(fits, `"${search.placeholder}" is cut in the search box`).toBe(true);
    });
  }
}
