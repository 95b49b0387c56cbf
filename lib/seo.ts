import type { Metadata } from 'next';
import { site } from '@/content/site';
import { buildDay } from './build-date';
import { pageCard, socialCard, type CardSubject, type OgImage } from './social-cards';

export const defaultOgImage: OgImage = {
  url: '/og/default.png',
  width: 1200,
  height: 630,
  alt: `${site.name}: ${site.tagline}`,
};

export interface PageSeo {
  /** The layout's template appends the site name. */
  title: string;
  /** 50-160 characters. */
  description: string;
  path: string;
  /**
   * A photo's card (`ogImage` of lib/images.ts) or a drawn card's subject. Without one, the page's own
   * card when it is a list page or hub, else the site's card.
   */
  image?: OgImage | CardSubject;
  type?: 'website' | 'article';
}

/** A page's title, description, canonical link, Open Graph and Twitter card. */
export function pageMetadata({ title, description, path, image, type = 'website' }: PageSeo): Metadata {
  const own = image ?? pageCard(path);
  const preview = own ? ('key' in own ? socialCard(own) : own) : defaultOgImage;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: {
      type,
      title,
      description,
      url: path,
      siteName: site.name,
      locale: site.locale,
      images: [preview],
    },
    twitter: {
      card: 'summary_large_image',
      title,
      description,
      images: [{ url: preview.url, alt: preview.alt }],
    },
  };
}

/** Metadata of an item's page (a post, a press statement, a bulletin): an article with its own preview image. */
export function itemMetadata(seo: PageSeo & { image: OgImage | CardSubject }): Metadata {
  return pageMetadata({ type: 'article', ...seo });
}

export function absoluteUrl(path: string): string {
  return new URL(path, site.url).toString();
}

/** The defaults of every page: the site's name, the title template, icons and link previews. */
export function siteMetadata(): Metadata {
  return {
    metadataBase: new URL(site.url),
    title: { default: `${site.name} | ${site.tagline}`, template: `%s | ${site.shortName}` },
    description: site.description,
    applicationName: site.name,
    // A page without metadata of its own (the 404 and offline pages) previews as the site.
    openGraph: { type: 'website', url: '/', siteName: site.name, locale: site.locale, images: [defaultOgImage] },
    twitter: {
      card: 'summary_large_image',
      images: [{ url: defaultOgImage.url, alt: defaultOgImage.alt }],
    },
    icons: {
      icon: [
        { url: '/favicon.ico', sizes: 'any' },
        { url: '/icon.svg', type: 'image/svg+xml' },
      ],
      apple: '/apple-icon.png',
    },
    formatDetection: { telephone: false },
    // The day the page's past and upcoming states were decided on (lib/build-date.ts).
    other: { 'build-date': buildDay() },
  };
}
