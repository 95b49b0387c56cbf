import type { Locator } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './fixtures';
import { jsonLdTypes } from './media-helpers';
import { unsearchedPhrase } from './content-helpers';
import { blogPosts } from '../content/blogs';
import { isFeatured } from '../lib/news';
import { builtOn } from './time';
import { relatedPosts } from '../lib/media-pages';
import { formatLongDate } from '../lib/dates';
import { plainParagraph } from '../lib/post-text';
import { blogSearchFields } from '../lib/media-filters';
import { searchItems } from '../tests/support/list-search';

/**
 * The rule on every card of a post, as a visitor sees it: a photograph shows; a stand-in drawing
 * leaves no picture and no empty slot (the card's title stands near its top), and its category is
 * named once, by its badge, not again on a cover.
 */
async function expectCardPictures(scope: Locator) {
  for (const post of blogPosts) {
    const card = scope.getByRole('article', { name: post.title, exact: true });
    if ((await card.count()) === 0) continue;
    if (!post.image.standIn) {
      await expect(card.getByRole('img')).toHaveCount(1);
      continue;
    }
    await expect(card.locator('picture, img, [data-stand-in-cover]')).toHaveCount(0);
    const [cardBox, titleBox] = [await card.boundingBox(), await card.getByRole('heading').boundingBox()];
    expect(titleBox!.y - cardBox!.y).toBeLessThan(100);
    expect(await card.getByText(post.category, { exact: true }).count()).toBeLessThanOrEqual(1);
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the blog list searches title, excerpt and tags and filters by category', async ({ page, consoleErrors }) => {
  await page.goto('/blogs');
  const cards = page.getByRole('main').getByRole('article');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await expect(cards).toHaveCount(blogPosts.length);
  // Featured only while recent by the day the pages were built: an old mark lapses.
  const today = await builtOn(page);
  const featuredPosts = blogPosts.filter((post) => isFeatured(post, today));
  const featured = cards.filter({ hasText: 'Featured' });
  await expect(featured).toHaveCount(featuredPosts.length);
  for (const post of featuredPosts) {
    await expect(featured).toContainText(post.author);
    await expect(featured).toContainText(post.readTime);
    // Its tags are on the post's page; the search box still finds them.
    await expect(featured).not.toContainText(`#${post.tags[0]}`);
    // A stand-in drawing leaves no picture: the card is led by its words; a photo shows.
    if (post.image.standIn) await expect(featured.locator('picture, img')).toHaveCount(0);
    else await expect(featured.getByRole('img')).toHaveAttribute('alt', post.image.alt);
  }
  await expectCardPictures(page.getByRole('main'));
  await expectNoAxeViolations(page);

  const search = page.getByRole('searchbox', { name: 'Search blog posts' });
  const tagged = blogPosts.find((post) => post.tags.length > 0)!;
  const tag = tagged.tags[0]!.toUpperCase(); // a tag, in capitals
  await search.fill(tag);
  const byTag = searchItems(blogPosts, tag, blogSearchFields);
  await expect(cards).toHaveCount(byTag.length);
  await expect(cards.filter({ hasText: tagged.title })).toHaveCount(1);
  const bodyOnly = unsearchedPhrase(
    blogPosts.flatMap((post) => post.content),
    blogPosts.map(blogSearchFields),
  );
  if (bodyOnly) {
    await search.fill(bodyOnly); // only in a post's body, which is not searched
    await expect(page.getByText('No blog posts found')).toBeVisible();
  }
  await search.fill('');
  const category = blogPosts.at(-1)!.category;
  await page.getByRole('combobox', { name: 'Category' }).selectOption(category);
  const inCategory = blogPosts.filter((post) => post.category === category).length;
  await expect(cards).toHaveCount(inCategory);
  await expect(page).toHaveURL(`/blogs?${new URLSearchParams({ category })}`);
  await page.reload();
  await expect(cards).toHaveCount(inCategory);
  expect(consoleErrors).toEqual([]);
});

test('Read more opens a post page, which links back', async ({ page, consoleErrors }) => {
  const post = blogPosts[0]!;
  await page.goto('/blogs');
  await page.getByRole('link', { name: new RegExp(`^Read more\\s*:\\s*${escape(post.title)}$`) }).click();
  await expect(page).toHaveURL(`/blogs/${post.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
  // After a navigation inside the site the router swaps the head's tags a moment after the page:
  // the list's tag goes once the post's is in.
  await expect(page.locator('meta[property="og:type"]')).toHaveCount(1);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  expect(await jsonLdTypes(page)).toContain('BlogPosting');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to all blog posts' }).click();
  await expect(page).toHaveURL(/\/blogs$/);
  expect(consoleErrors).toEqual([]);
});

for (const post of blogPosts) {
  test(`/blogs/${post.slug} shows the full post`, async ({ page, consoleErrors }) => {
    await page.goto(`/blogs/${post.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    // The post's own article, before the cards of the posts to read next.
    const article = page.getByRole('article').first();
    // A stand-in drawing is left out: the post opens on its byline; a photograph heads it.
    await expect(article.getByRole('img')).toHaveCount(post.image.standIn ? 0 : 1);
    for (const paragraph of post.content) await expect(article).toContainText(plainParagraph(paragraph, post.links));
    for (const link of Object.values(post.links ?? {})) {
      await expect(article.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
    }
    const next = relatedPosts(post, blogPosts, 3);
    const more = page.getByRole('region', { name: 'More from the blog' });
    await expect(more.getByRole('article')).toHaveCount(next.length);
    for (const other of next) {
      await expect(more.getByRole('link', { name: other.title, exact: true })).toHaveAttribute(
        'href',
        `/blogs/${other.slug}`,
      );
      // Each card is badged with its post's own category, not a generic "Blog post".
      const card = more.getByRole('article', { name: other.title });
      await expect(card).toContainText(other.category);
      await expect(card).not.toContainText('Blog post');
    }
    await expect(article).toContainText(post.author);
    await expect(article).toContainText(formatLongDate(post.date));
    await expect(article.locator(`time[datetime="${post.date}"]`)).toHaveCount(1);
    await expect(article).toContainText(post.readTime);
    // The role, which the list's card leaves out, is here; view and like counts are not shown.
    await expect(article).toContainText(post.authorRole);
    await expect(article).not.toContainText(/\b(views|likes)\b/);
    for (const tag of post.tags) await expect(article).toContainText(`#${tag}`);
    await expect(page).toHaveTitle(new RegExp(escape(post.title)));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blogs/${post.slug}$`));
    expect(consoleErrors).toEqual([]);
  });
}

test('an unknown post is the 404 page', async ({ page }) => {
  const response = await page.goto('/blogs/no-such-post');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
});

for (const width of [390, 1366]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a post’s card shows a photograph, and no picture at all for a stand-in drawing', async ({ page }) => {
      const post = blogPosts[0]!;
      for (const path of ['/blogs', '/', '/news', `/blogs/${post.slug}`]) {
        await page.goto(path);
        const scope =
          path === `/blogs/${post.slug}`
            ? page.getByRole('region', { name: 'More from the blog' })
            : page.getByRole('main');
        await expect(scope.getByRole('article').first()).toBeVisible();
        await expectCardPictures(scope);
      }
    });
  });
}
