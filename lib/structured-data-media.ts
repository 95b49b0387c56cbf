import type { Agm, BlogPost, PressStatement } from '@/content/schema';
import { site } from '@/content/site';
import { absoluteUrl, defaultOgImage } from './seo';
import { imageSrc } from './images';
import { pressStatementHref } from './media-pages';

const publisher = {
  '@type': 'NGO',
  '@id': absoluteUrl('/#organization'),
  name: site.name,
  logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.png') },
};

/** BlogPosting of one post page. */
export function blogPostingJsonLd(post: BlogPost) {
  const url = absoluteUrl(`/blogs/${post.slug}`);
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.excerpt,
    image: absoluteUrl(imageSrc(post.image.src, 1200)),
    datePublished: post.date,
    author: { '@type': 'Person', name: post.author, jobTitle: post.authorRole },
    publisher,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    wordCount: post.content.join(' ').split(/\s+/).length,
    inLanguage: 'en-KE',
  };
}

/**
 * NewsArticle of a press statement's or a bulletin's own page: written and published by the
 * institute, its full text the PDF.
 */
export function newsArticleJsonLd(
  item: { title: string; description: string; summary?: string; date: string; category: string; file: string },
  path: string,
) {
  const url = absoluteUrl(path);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: item.title,
    description: item.description,
    ...(item.summary ? { abstract: item.summary } : {}),
    articleSection: item.category,
    datePublished: item.date,
    image: absoluteUrl(defaultOgImage.url),
    author: publisher,
    publisher,
    associatedMedia: { '@type': 'MediaObject', contentUrl: absoluteUrl(item.file), encodingFormat: 'application/pdf' },
    inLanguage: 'en-KE',
  };
}

/** One NewsArticle per press statement of a list page, each naming the statement's own page. */
export function pressStatementsJsonLd(statements: readonly PressStatement[]) {
  return statements.map((statement) => newsArticleJsonLd(statement, pressStatementHref(statement)));
}

/** The AGM as an Event (a past, in-person event in Nairobi). */
export function agmEventJsonLd(agm: Agm) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: agm.title,
    description: agm.description,
    startDate: agm.date,
    endDate: agm.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: agm.venue,
      address: {
        '@type': 'PostalAddress',
        addressLocality: agm.venue,
        addressCountry: site.contacts.address.countryCode,
      },
    },
    image: agm.photos.slice(0, 3).map((photo) => absoluteUrl(imageSrc(photo.src, 1200))),
    organizer: { '@type': 'NGO', name: site.name, url: site.url },
    url: absoluteUrl('/agm'),
  };
}
