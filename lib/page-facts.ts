/**
 * The facts each page fills into its copy (content/pages.ts): the `{name}`s its texts may hold besides
 * its `links`, and those a text must keep. `pageCopy` is typed from it and `npm run check:content`
 * checks the texts against it. It imports nothing, so the check can read it before any content.
 */

/** A list's numbered pages (`/blogs/page/2`). */
export const pagingFacts = ['page', 'pages', 'description'] as const;

/** `agmFacts` in lib/agm.ts. */
const agmFactNames = ['agm', 'title', 'year', 'date', 'venue', 'attendees', 'photoCount'] as const;

/** `keep`: the fields whose text must hold these names, so an item's page names its item. */
export const pageFacts = {
  background: { facts: ['shortName', 'established', 'years', 'name', 'phone'] },
  join: { facts: ['name'] },
  fees: { facts: ['categoryCount'] },
  chapters: { facts: ['groupCount'] },
  trainingYear: { facts: ['year'], keep: { path: ['year'], title: ['year'] } },
  calendar: { facts: ['since'] },
  news: { facts: ['agm'] },
  newsletter: { facts: ['frequency', 'since'] },
  newsletterArchive: { facts: ['since', ...pagingFacts] },
  newsletterIssue: {
    facts: ['index', 'month', 'title', 'description'],
    keep: { path: ['index'], title: ['title'] },
  },
  blogs: { facts: pagingFacts },
  blogPost: { facts: ['slug', 'title', 'excerpt', 'category'], keep: { path: ['slug'], title: ['title'] } },
  pressStatements: { facts: pagingFacts },
  pressStatement: {
    facts: ['slug', 'title', 'description', 'summary', 'category', 'date'],
    keep: { path: ['slug'], title: ['title'] },
  },
  monthlyBulletin: { facts: pagingFacts },
  bulletin: {
    facts: ['slug', 'title', 'description', 'category', 'date'],
    keep: { path: ['slug'], title: ['title'] },
  },
  downloads: { facts: pagingFacts },
  gallery: { facts: pagingFacts },
  agm: { facts: agmFactNames, keep: { title: ['agm'] } },
  agmMeeting: { facts: agmFactNames, keep: { path: ['year'], title: ['agm'] } },
  donate: { facts: ['name'] },
  vacancy: { facts: ['resumeLink', 'hrContactLink'] },
} as const satisfies Record<string, { facts: readonly string[]; keep?: Record<string, readonly string[]> }>;

/** The words of a drawn card's text alternative (`socialCards` in content/pages.ts). */
export const socialCardFacts = ['kind', 'title', 'detail', 'site'] as const;

export type FilledPage = keyof typeof pageFacts;

export type PageFacts<K extends FilledPage> = Record<(typeof pageFacts)[K]['facts'][number], string | number>;
