import type { Agm, BlogPost, Bulletin, PressStatement } from '@/content/schema';
import { site } from '@/content/site';
import { absoluteUrl } from './seo';
import { imageSrc } from './images';
import { agmCard, bulletinCard, pressStatementCard, socialCard, type CardSubject } from './social-cards';
import { blogPostHref, pressStatementHref } from './media-pages';
import { plainParagraph } from './post-text';
import { organizationRef } from './structured-data';

const publisher = {
  '@type': 'NGO',
  '@id': absoluteUrl('/#organization'),
  name: site.name,
  logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.png') },
};

export function blogPostingJsonLd(post: BlogPost) {
  const url = absoluteUrl(blogPostHref(post));
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
    wordCount: post.content
      .map((paragraph) => plainParagraph(paragraph, post.links))
      .join(' ')
      .split(/\s+/).length,
    inLanguage: 'en-KE',
  };
}

/** A press statement or a bulletin, on its own page or in a list. */
export interface NewsArticleFacts {
  headline: string;
  description: string;
  datePublished: string;
  /** Its page, or its document while it has no page. */
  url: string;
  /** Its preview image, a path on the site. */
  image: string;
  section?: string;
  abstract?: string;
  /** Its own page, when it has one. */
  page?: string;
  /** Its full text, a PDF on the site. */
  file?: string;
  /** Its text as its page shows it (articleBody). */
  body?: string;
}

/** schema.org NewsArticle with the fields search engines require: headline, date, image, author and publisher. */
export function newsArticleJsonLd(article: NewsArticleFacts) {
  const url = absoluteUrl(article.url);
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    ...(article.page ? { '@id': absoluteUrl(article.page), mainEntityOfPage: absoluteUrl(article.page) } : {}),
    headline: article.headline,
    description: article.description,
    ...(article.abstract ? { abstract: article.abstract } : {}),
    ...(article.body ? { articleBody: article.body } : {}),
    ...(article.section ? { articleSection: article.section } : {}),
    datePublished: article.datePublished,
    image: absoluteUrl(article.image),
    url,
    author: publisher,
    publisher,
    ...(article.file
      ? {
          associatedMedia: {
            '@type': 'MediaObject',
            contentUrl: absoluteUrl(article.file),
            encodingFormat: 'application/pdf',
          },
        }
      : {}),
    inLanguage: 'en-KE',
  };
}

/** The facts of a statement or a bulletin; `page` is its own page, when it has one. */
function articleFacts(item: PressStatement | Bulletin, card: CardSubject, page?: string): NewsArticleFacts {
  return {
    headline: item.title,
    description: item.description,
    section: item.category,
    datePublished: item.date,
    url: page ?? item.file,
    file: item.file,
    image: socialCard(card).url,
    ...(page ? { page } : {}),
  };
}

export function pressStatementArticle(statement: PressStatement, page?: string): NewsArticleFacts {
  return { ...articleFacts(statement, pressStatementCard(statement), page), abstract: statement.summary };
}

export function bulletinArticle(bulletin: Bulletin, page?: string): NewsArticleFacts {
  return articleFacts(bulletin, bulletinCard(bulletin), page);
}

/** One NewsArticle per press statement of a list page. */
export function pressStatementsJsonLd(statements: readonly PressStatement[]) {
  return statements.map((statement) =>
    newsArticleJsonLd(pressStatementArticle(statement, pressStatementHref(statement))),
  );
}

/** An AGM as a schema.org Event at its page `path`; a meeting held as planned stays "scheduled". */
export function agmEventJsonLd(meeting: Agm, path = '/agm') {
  const images = [
    socialCard(agmCard(meeting)).url,
    ...meeting.photos.slice(0, 3).map((photo) => imageSrc(photo.src, 1200)),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: meeting.title,
    description: meeting.description,
    startDate: meeting.date,
    endDate: meeting.date,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: meeting.venue,
      address: {
        '@type': 'PostalAddress',
        addressLocality: meeting.venue,
        addressCountry: site.contacts.address.countryCode,
      },
    },
    image: images.map((image) => absoluteUrl(image)),
    organizer: organizationRef('NGO'),
    url: absoluteUrl(path),
  };
}
