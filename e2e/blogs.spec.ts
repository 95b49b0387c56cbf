import { test, expect, expectNoAxeViolations } from './fixtures';
import { jsonLdTypes } from './media-helpers';

test('the blog list searches title, excerpt and tags and filters by category', async ({ page, consoleErrors }) => {
  await page.goto('/blogs');
  const cards = page.getByRole('main').getByRole('article');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect(cards).toHaveCount(6);
  const featured = cards.filter({ hasText: 'Featured' });
  await expect(featured).toHaveCount(1);
  await expect(featured).toContainText('Dr. Wanjiku Mwangi');
  await expect(featured).toContainText('6 min read');
  await expect(featured).toContainText('2,847');
  await expect(featured).toContainText('#geothermal');
  await expect(featured.getByRole('img')).toHaveAttribute('alt', /Wind turbines/);
  await expectNoAxeViolations(page);

  const search = page.getByRole('searchbox', { name: 'Search blog posts' });
  await search.fill('PLASTICS'); // a tag
  await expect(cards).toHaveCount(1);
  await expect(cards).toContainText('Plastic Bag Ban');
  await search.fill('Seven Forks'); // only in a post's body, which is not searched
  await expect(page.getByText('No blog posts found')).toBeVisible();
  await search.fill('');
  await page.getByRole('combobox', { name: 'Category' }).selectOption('Conservation');
  await expect(cards).toHaveCount(1);
  await expect(page).toHaveURL(/\/blogs\?category=Conservation$/);
  await page.reload();
  await expect(cards).toHaveCount(1);
  expect(consoleErrors).toEqual([]);
});

test('a post page shows the full post and links back', async ({ page, consoleErrors }) => {
  await page.goto('/blogs');
  await page.getByRole('link', { name: /^Read more\s*:\s*How Kenya Became a Renewable Energy Leader$/ }).click();
  await expect(page).toHaveURL(/\/blogs\/kenya-renewable-energy-leadership$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'How Kenya Became a Renewable Energy Leader' }),
  ).toBeVisible();
  const article = page.getByRole('article');
  await expect(article).toContainText(/over 90% of Kenya’s electricity is renewable/i);
  await expect(article.locator('p')).not.toHaveCount(0);
  await expect(article).toContainText('Dr. Wanjiku Mwangi');
  await expect(article).toContainText('December 12, 2024');
  await expect(article).toContainText('6 min read');
  await expect(article).toContainText('#energy transition');
  await expect(page).toHaveTitle(/How Kenya Became a Renewable Energy Leader/);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/blogs\/kenya-renewable-energy-leadership$/,
  );
  expect(await jsonLdTypes(page)).toContain('BlogPosting');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to all blog posts' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  expect(consoleErrors).toEqual([]);
});

test('an unknown post is the 404 page', async ({ page }) => {
  const response = await page.goto('/blogs/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});
