import type { Agm, BlogPost, Bulletin, PressStatement } from '@/content/schema';
import { site } from '@/content/site';
import { absoluteUrl } from './seo';
import { imageSrc } from './images';
import { agmCard, bulletinCard, pressStatementCard, socialCard } from './social-cards';
import { blogPostHref, pressStatementHref } from './media-pages';
import { plainParagraph } from './post-text';

const publisher = {
  '@type': 'NGO',
  '@id': absoluteUrl('/#organization'),
  name: site.name,
  logo: { '@type': 'ImageObject', url: absoluteUrl('/icon.png') },
};

/** BlogPosting of one post page. */
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

/** The facts of a NewsArticle: a press statement or a bulletin, on its own page or in a list. */
export interface NewsArticleFacts {
  headline: string;
  description: string;
  /** "YYYY-MM-DD". */
  datePublished: string;
  /** The article's address: its page, or its document while it has no page. */
  url: string;
  /** Its preview image (a drawn card or a photo), a path on the site. */
  image: string;
  section?: string;
  abstract?: string;
  /** The page that is about this article, when it has one of its own. */
  page?: string;
  /** The article's full text, a PDF on the site. */
  file?: string;
  /** The article's text as its page shows it (articleBody). */
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

/** The NewsArticle facts of a press statement; `page` is its own page, when it has one. */
export function pressStatementArticle(statement: PressStatement, page?: string): NewsArticleFacts {
  return {
    headline: statement.title,
    description: statement.description,
    abstract: statement.summary,
    section: statement.category,
    datePublished: statement.date,
    url: page ?? statement.file,
    file: statement.file,
    image: socialCard(pressStatementCard(statement)).url,
    ...(page ? { page } : {}),
  };
}

/** The NewsArticle facts of a monthly bulletin; `page` is its own page, when it has one. */
export function bulletinArticle(bulletin: Bulletin, page?: string): NewsArticleFacts {
  return {
    headline: bulletin.title,
    description: bulletin.description,
    section: bulletin.category,
    datePublished: bulletin.date,
    url: page ?? bulletin.file,
    file: bulletin.file,
    image: socialCard(bulletinCard(bulletin)).url,
    ...(page ? { page } : {}),
  };
}

/** One NewsArticle per press statement of a list page, each naming the statement's own page. */
export function pressStatementsJsonLd(statements: readonly PressStatement[]) {
  return statements.map((statement) =>
    newsArticleJsonLd(pressStatementArticle(statement, pressStatementHref(statement))),
  );
}

/**
 * An AGM as a schema.org Event, in person at its venue; `path` is its page (/agm, or its year's page).
 * A meeting held as planned stays "scheduled" after its day.
 */
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
    organizer: { '@type': 'NGO', '@id': absoluteUrl('/#organization'), name: site.name, url: site.url },
    url: absoluteUrl(path),
  };
}
