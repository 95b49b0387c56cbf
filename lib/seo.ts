import type { Metadata } from 'next';
import { site } from '@/content/site';
import { buildDay } from './build-date';

/** What search engines show of a description without cutting it, and the least that says something. */
export const descriptionLength = { min: 50, max: 160 } as const;

export const defaultOgImage = { url: '/og/default.png', width: 1200, height: 630, alt: `${site.name}` };

export interface PageSeo {
  /** Page title; the layout's template appends the site name. */
  title: string;
  /** 50-160 characters. */
  description: string;
  /** Path of the page, e.g. /members/fees. */
  path: string;
  image?: { url: string; width: number; height: number; alt: string };
  type?: 'website' | 'article';
}

/** Metadata of one page: title, description, canonical link, Open Graph and Twitter card. */
export function pageMetadata({
  title,
  description,
  path,
  image = defaultOgImage,
  type = 'website',
}: PageSeo): Metadata {
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
      images: [image],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image.url] },
  };
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
    openGraph: { type: 'website', siteName: site.name, locale: site.locale, images: [defaultOgImage] },
    twitter: { card: 'summary_large_image', images: [defaultOgImage.url] },
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
