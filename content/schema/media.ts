/** Posts, newsletters, downloads, bulletins, press statements, the gallery and the AGM. */
import { z } from 'zod';
import {
  captionedImage,
  cardText,
  count,
  image,
  isoDate,
  limited,
  link,
  pdf,
  pdfOrZip,
  slug,
  text,
  texts,
  titledText,
  withPlaceholders,
  words,
  fieldsOf,
} from './fields';
import { listOf, named } from './naming';
import { duplicates, entriesOf, knownCategories, showValue, type ContentRule, type Problem } from './rules';
import { descriptionLength, parseIsoDay } from './values';

// ---------- Blogs ----------

export const blogPost = z.strictObject({
  id: count(),
  /** The post's address /blogs/{slug}: written once, never changed. */
  slug,
  title: limited(120),
  excerpt: limited(descriptionLength.max, descriptionLength.min),
  /** Paragraphs of the full post; `{name}` in a paragraph is the link `name` of `links`. */
  content: z.array(text()).min(1, 'has no paragraphs'),
  /** Links inside the paragraphs, by name: { downloads: { label: 'our downloads', href: '/resources/downloads' } }. */
  links: z.record(z.string(), link).optional(),
  ...words('author', 'authorRole'),
  /** "YYYY-MM-DD", shown as "December 12, 2024". */
  date: isoDate,
  readTime: z.string().regex(/^\d+ min read$/, 'is not a read time such as "5 min read"'),
  /** One of `blogCategories` in the same file. */
  category: text(),
  tags: texts(),
  featured: z.boolean().optional(),
  views: count(),
  likes: count(),
  image,
});
export type BlogPost = z.infer<typeof blogPost>;

export const blogsFile = {
  blogPosts: listOf(blogPost, 'post', ['slug', 'title']),
  blogCategories: z.array(text()).min(1),
};

/** Every `{name}` in a post's paragraphs names one of its links, and every link is used. */
function linkPlaceholders(posts: Record<string, unknown>[]): Problem[] {
  return posts.flatMap((post, index) => {
    const { content, links } = post as { content?: unknown; links?: Record<string, unknown> };
    if (!Array.isArray(content)) return [];
    const names = Object.keys(links ?? {});
    const used = new Set<string>();
    const problems: Problem[] = [];
    content.forEach((paragraph, at) => {
      if (typeof paragraph !== 'string') return;
      for (const [, name] of paragraph.matchAll(/\{([^{}]*)\}/g)) {
        used.add(name!);
        if (!names.includes(name!)) {
          problems.push({
            exportName: 'blogPosts',
            index,
            field: `content[${at}]`,
            message: names.length
              ? `{${name}} names no link of the post: its links are ${names.map((known) => `{${known}}`).join(', ')}`
              : `{${name}} names no link: add links: { ${name}: { label: 'the words shown', href: '/page' } } to the post, or remove the braces`,
          });
        }
      }
    });
    for (const name of names.filter((known) => !used.has(known))) {
      problems.push({
        exportName: 'blogPosts',
        index,
        field: `links.${name}`,
        message: `is not used: write {${name}} in a paragraph where the link goes, or remove it`,
      });
    }
    return problems;
  });
}

/**
 * One featured item a list: the list marks it with a label and a ring, and two would say nothing. An
 * entry copied from the featured one carries `featured: true` along: say which line to delete.
 */
function oneFeatured(exportName: string, value: unknown, noun: string, nameField: string): Problem[] {
  const featured = entriesOf(value)
    .map((entry, index) => ({ entry, index }))
    .filter(({ entry }) => entry.featured === true);
  return featured.slice(1).map(({ index }) => {
    const first = featured[0]!;
    const name = typeof first.entry[nameField] === 'string' ? ` "${first.entry[nameField]}"` : '';
    return {
      exportName,
      index,
      field: 'featured',
      message: `true, but ${noun} ${first.index + 1}${name} is featured already: only one ${noun} can be; delete the line featured: true from this ${noun} (or from that one, to feature this one instead)`,
    };
  });
}

/** An item with a page of its own: no two share its address (`slug`) or its `id`. */
const addressed = (exportName: string, items: unknown, address: string) => [
  ...duplicates(exportName, items, 'slug', `is the ${address}`),
  ...duplicates(exportName, items, 'id'),
];

export const blogsRules: ContentRule = (exports) => [
  ...linkPlaceholders(entriesOf(exports.blogPosts)),
  ...knownCategories('blogPosts', 'blogCategories')(exports),
  ...addressed('blogPosts', exports.blogPosts, 'post’s address /blogs/{slug}'),
  ...oneFeatured('blogPosts', exports.blogPosts, 'post', 'slug'),
];

/**
 * What an issue (a bulletin's, a newsletter's) holds, one short line each, in the PDF's order: its
 * page lists them under "In this issue", so a visitor knows what is inside before downloading it.
 */
const issueContents = z
  .array(limited(140))
  .min(1, 'is an empty list: write what the issue holds, one line each, or delete contents')
  .max(8, 'has more than 8 lines: keep the few a reader looks for')
  .optional();

/** A photo for an item's card on the home page and News & Events; without one the card shows its kind's drawn tile. */
const cardImage = image.optional();

// ---------- Newsletter ----------

export const newsletterIssue = z.strictObject({
  title: limited(120),
  /** Publication day, "YYYY-MM-DD"; pages show its month ("December 2024"). */
  date: isoDate,
  description: limited(cardText),
  downloads: count(),
  featured: z.boolean(),
  /** The headings of its articles: its page's "In this issue", and the PDF's sections. */
  contents: issueContents,
  /** Path of the PDF under public/. */
  file: pdf,
  image: cardImage,
});
export type NewsletterIssue = z.infer<typeof newsletterIssue>;

export const newsletterFile = {
  newsletterIssues: listOf(newsletterIssue, 'issue', ['title']),
  /** How many of the newest issues the newsletter page lists. */
  recentIssueCount: z.number().int().min(1),
  newsletterInterests: texts(),
  newsletterContents: texts(),
  newsletterFrequency: text(),
};

export const newsletterRules: ContentRule = (exports) => {
  const issues = entriesOf(exports.newsletterIssues);
  return [
    ...duplicates('newsletterIssues', exports.newsletterIssues, 'file'),
    ...issues.flatMap((issue, index): Problem[] => {
      const [previous, date] = [issues[index - 1]?.date, issue.date];
      if (!parseIsoDay(previous) || !parseIsoDay(date) || String(date) >= String(previous)) return [];
      return [
        {
          exportName: 'newsletterIssues',
          index,
          field: 'date',
          message: `${showValue(date)} is older than the issue above it (${showValue(previous)}): issues are listed oldest first, add a new issue at the end`,
        },
      ];
    }),
  ];
};

// ---------- Downloads, bulletins, press statements ----------

const mediaItem = {
  id: count(),
  title: limited(120),
  description: limited(cardText),
  /** "YYYY-MM-DD", shown as "November 15, 2024". */
  date: isoDate,
  downloads: count(),
};

export const downloadResource = z.strictObject({
  ...mediaItem,
  type: z.enum(['PDF', 'ZIP']),
  category: z.enum(['Guidelines', 'Reports', 'Research', 'Training', 'Policy', 'Forms', 'Legal', 'Media']),
  featured: z.boolean(),
  file: pdfOrZip,
});
export type DownloadResource = z.infer<typeof downloadResource>;

export const downloadsFile = { downloads: listOf(downloadResource, 'download', ['title']) };
export const downloadsRules: ContentRule = (exports) => [
  ...duplicates('downloads', exports.downloads, 'id'),
  ...oneFeatured('downloads', exports.downloads, 'download', 'title'),
];

export const bulletin = z.strictObject({
  ...mediaItem,
  /** The bulletin's address /monthly-bulletin/{slug}: written once, never changed. */
  slug,
  category: z.literal('Monthly Bulletin'),
  featured: z.boolean().optional(),
  contents: issueContents,
  file: pdf,
  image: cardImage,
});
export type Bulletin = z.infer<typeof bulletin>;

export const bulletinsFile = { bulletins: listOf(bulletin, 'bulletin', ['title']) };
export const bulletinsRules: ContentRule = (exports) => [
  ...addressed('bulletins', exports.bulletins, 'bulletin’s address /monthly-bulletin/{slug}'),
  ...oneFeatured('bulletins', exports.bulletins, 'bulletin', 'slug'),
];

export const pressStatement = z.strictObject({
  ...mediaItem,
  /** The statement's address /press-statements/{slug}: written once, never changed. */
  slug,
  /** One of `pressCategories` in the same file. */
  category: text(),
  featured: z.boolean().optional(),
  summary: limited(400),
  /**
   * The statement's full text, one paragraph each; its page shows it in place of the PDF's own text
   * (which it shows when there is no body).
   */
  body: z
    .array(limited(3000))
    .min(1, 'is an empty list: write the statement one paragraph each, or delete body')
    .optional(),
  file: pdf,
  image: cardImage,
});
export type PressStatement = z.infer<typeof pressStatement>;

export const pressFile = {
  pressStatements: listOf(pressStatement, 'press statement', ['title']),
  pressCategories: z.array(text()).min(1),
};
export const pressRules: ContentRule = (exports) => [
  ...knownCategories('pressStatements', 'pressCategories')(exports),
  ...oneFeatured('pressStatements', exports.pressStatements, 'statement', 'slug'),
  ...addressed('pressStatements', exports.pressStatements, 'statement’s address /press-statements/{slug}'),
];

// ---------- Gallery and AGM ----------

export type GalleryPhoto = z.infer<typeof captionedImage>;
export const galleryFile = { galleryPhotos: listOf(captionedImage, 'photo', ['src']) };

export const agm = z.strictObject({
  title: text(),
  /** "YYYY-MM-DD", shown as "March 15, 2025". */
  date: isoDate,
  ...words('venue', 'attendees'),
  /** What the page says before the meeting, in the future tense. */
  invitation: limited(400),
  /** What the page says once the meeting has been held, in the past tense. */
  description: limited(400),
  programmePdf: pdf,
  /** Its images, each with the caption the image viewer shows under it. */
  photos: z.array(captionedImage),
  /**
   * What the meeting decided, written once it has been held: shown after its day, before its images.
   * Each is a short title and a sentence or two.
   */
  outcomes: z
    .array(titledText)
    .min(1, 'is an empty list: write what the meeting decided, or leave outcomes out')
    .optional(),
});
export type Agm = z.infer<typeof agm>;

export const agmFile = {
  agms: z
    .array(agm)
    .min(1, 'has no meeting: /agm shows the latest one, so keep at least the last meeting held')
    .meta({ entries: { noun: 'AGM', by: ['title'] } }),
};

/**
 * One meeting a year, since a meeting's page is /agm/{year}; and each meeting its own programme,
 * which a copied entry would otherwise share with the meeting it was copied from.
 */
export const agmRules: ContentRule = (exports) => {
  const meetings = entriesOf(exports.agms);
  const firstOfYear = new Map<number, number>();
  const sameYear = meetings.flatMap((meeting, index): Problem[] => {
    const year = parseIsoDay(meeting.date)?.year;
    if (year === undefined) return [];
    const first = firstOfYear.get(year);
    if (first === undefined) {
      firstOfYear.set(year, index);
      return [];
    }
    const other = meetings[first]!;
    const otherName = typeof other.title === 'string' && other.title.trim() ? ` ${showValue(other.title)}` : '';
    return [
      {
        exportName: 'agms',
        index,
        field: 'date',
        message: `${showValue(meeting.date)} is in ${year}, the year of entry ${first + 1}${otherName} (${showValue(other.date)}); a year has one AGM, whose page is /agm/${year}: correct one of the two dates`,
      },
    ];
  });
  return [
    ...sameYear,
    ...duplicates(
      'agms',
      exports.agms,
      'programmePdf',
      'is one meeting’s programme: upload the new one under its own name',
    ),
  ];
};

// ---------- The filter bar's words ----------

export const listWordsSchema = z.strictObject({
  ...words('allYears', 'allCategories', 'showingSome', 'showingRange', 'showingAll', 'clear', 'tryYear', 'tryCategory'),
  /** The filter form's submit button (the list also filters as one types). */
  submit: text(),
  /** The label of the item a list puts first (an editor's `featured: true`). */
  featured: text(),
});
export type ListWords = z.infer<typeof listWordsSchema>;
export type MediaLists = z.infer<typeof mediaListsSchema>;

/** One list's own words: its search box, what it holds (one, many) and what it says when nothing matches. */
const mediaListWords = z.strictObject({
  ...words('search', 'placeholder'),
  noun: z.tuple([text(), text()]),
  empty: text(),
});

/** A count's words, one and more: "{count} page", "{count} pages". */
const countWords = z.tuple([withPlaceholders('count'), withPlaceholders('count')]);

export const mediaListsSchema = z.strictObject({
  ...fieldsOf(mediaListWords, 'downloads', 'bulletins', 'press', 'blogs'),
  /** The filter's label: by category or by year. */
  choice: z.strictObject({ category: text(), year: text() }),
  /** The facts under a card: a document's size and downloads, a post's read time, views and likes. */
  facts: z.strictObject({
    fileSize: text(),
    /** A PDF's pages, a ZIP's files and a document's downloads. */
    ...fieldsOf(countWords, 'pages', 'files', 'downloadCount'),
    ...words('downloads', 'readTime'),
  }),
  /** The links to a list's feed in its heading band: the words before them, and each format's name. */
  feed: z.strictObject(words('lead', 'rss', 'atom', 'of')),
});

export const listWordsFile = {
  listWords: named(listWordsSchema, 'list words'),
  mediaLists: named(mediaListsSchema, 'media lists'),
};
