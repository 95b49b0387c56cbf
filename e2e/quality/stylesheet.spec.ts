import { expect, hydrated, test } from '../fixtures';

/**
 * The site's stylesheet comes inside each page (scripts/postbuild/inline-styles.ts): a first visit
 * paints from the HTML alone, with no second round trip before it, and neither React taking the page
 * over nor a move to another page inside the site fetches the stylesheet or adds a second copy.
 */
test('a page is styled from its own HTML: no stylesheet is fetched on a visit or a move inside the site', async ({
  page,
}) => {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet' || new URL(request.url()).pathname.endsWith('.css')) {
      fetched.push(request.url());
    }
  });
  const styled = async () => {
    // The footer's dark brand ground and the heading's brand face come from the stylesheet alone.
    await expect(page.getByRole('contentinfo')).toHaveCSS('background-color', 'rgb(7, 37, 26)');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-family', /^headingFont/);
    await expect(page.locator('link[rel="stylesheet"]:not([disabled])')).toHaveCount(0);
    await expect(page.locator('head > style')).toHaveCount(1);
  };

  await page.goto('/about/background');
  await hydrated(page);
  await styled();

  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Media Center' }).click();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Blogs');
  await styled();
  expect(fetched).toEqual([]);
});
