import { site } from '@/content/site';
import { blogPosts } from '@/content/blogs';
import { newsletterIssues } from '@/content/newsletter';
import robots from '@/app/robots';
import sitemap from '@/app/sitemap';
import { allRoutes } from '@/lib/routes';
import { descriptionProblem } from '@/tests/support/seo-checks';
import { absoluteUrl, defaultOgImage, pageMetadata } from '@/lib/seo';
import { pageCard, socialCard } from '@/lib/social-cards';

describe('pageMetadata', () => {
  const description = 'Annual fees and registration fees of every membership category of the institute.';
  const metadata = pageMetadata({ title: 'Fees & Subscriptions', description, path: '/members/fees' });

  it('gives a canonical link, Open Graph and a large Twitter card with the page’s own card', () => {
    const card = socialCard(pageCard('/members/fees')!);
    expect(metadata.title).toBe('Fees & Subscriptions');
    expect(metadata.alternates?.canonical).toBe('/members/fees');
    expect(metadata.openGraph).toMatchObject({
      title: 'Fees & Subscriptions',
      description,
      url: '/members/fees',
      siteName: site.name,
      images: [card],
    });
    expect(metadata.twitter).toMatchObject({
      card: 'summary_large_image',
      title: 'Fees & Subscriptions',
      description,
      images: [{ url: card.url, alt: card.alt }],
    });
  });

  it('gives a page without a card of its own the site’s card, with its alt text', () => {
    const other = pageMetadata({ title: 'Somewhere', description, path: '/somewhere' });
    expect(other.openGraph).toMatchObject({ images: [defaultOgImage] });
    expect(other.twitter).toMatchObject({ images: [{ url: '/og/default.png', alt: defaultOgImage.alt }] });
  });

  it('uses a page image when given one', () => {
    const image = { url: '/og/blog.png', width: 1200, height: 630, alt: 'A post' };
    const withImage = pageMetadata({ title: 'Post', description, path: '/blogs/post', image, type: 'article' });
    expect(withImage.openGraph).toMatchObject({ type: 'article', images: [image] });
    expect(withImage.twitter).toMatchObject({ images: [{ url: '/og/blog.png', alt: 'A post' }] });
  });
});

describe('absoluteUrl', () => {
  it('resolves paths against the canonical origin', () => {
    expect(absoluteUrl('/members/fees')).toBe('https://www.eik.co.ke/members/fees');
    expect(absoluteUrl('/')).toBe('https://www.eik.co.ke/');
  });
});

describe('the site description', () => {
  it('is 50-160 characters, as the home page and layout use it', () => {
    expect(descriptionProblem(site.description)).toBeNull();
  });
});

describe('sitemap', () => {
  it('lists every route once, as an absolute URL on the canonical origin', () => {
    const entries = sitemap();
    expect(entries.map((entry) => entry.url)).toEqual(
      allRoutes().map((route) => `${site.url}${route.path === '/' ? '/' : route.path}`),
    );
    expect(new Set(entries.map((entry) => entry.url)).size).toBe(entries.length);
  });

  it('dates each post and newsletter issue by the day content gives it', () => {
    const entries = sitemap();
    for (const post of blogPosts) {
      expect(entries.find((entry) => entry.url === `${site.url}/blogs/${post.slug}`)?.lastModified).toBe(post.date);
    }
    newsletterIssues.forEach((issue, index) => {
      const url = `${site.url}/newsletter/download/${index}`;
      expect(entries.find((entry) => entry.url === url)?.lastModified).toBe(issue.date);
    });
    expect(entries.find((entry) => entry.url === `${site.url}/donate`)).not.toHaveProperty('lastModified');
  });
});

describe('robots', () => {
  it('allows crawling and points at the sitemap', () => {
    const rules = robots();
    expect(rules.rules).toEqual({ userAgent: '*', allow: '/' });
    expect(rules.sitemap).toBe(`${site.url}/sitemap.xml`);
  });
});
