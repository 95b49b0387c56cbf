import type { ListWords, MediaLists } from './schema';

/**
 * The words of the search-and-filter bar above every list (blogs, press statements, bulletins,
 * downloads). {count}, {total}, {first}, {last}: numbers of items; {noun}: what the list holds
 * ("blog posts"). This file imports nothing else: the filter runs in the browser and carries it.
 */
export const listWords = {
  allYears: 'All years',
  allCategories: 'All categories',
  showingSome: 'Showing {count} of {total} {noun}',
  showingRange: 'Showing {first}–{last} of {total} {noun}',
  showingAll: 'Showing all {count} {noun}',
  clear: 'Clear filters',
  submit: 'Filter',
  tryYear: 'Try different words or another year.',
  tryCategory: 'Try different words or another category.',
  featured: 'Featured',
} satisfies ListWords;

/**
 * Each list's own words (downloads, bulletins, press statements, blogs). {year}: the year chosen.
 */
export const mediaLists = {
  downloads: {
    search: 'Search downloads',
    placeholder: 'Title or description',
    noun: ['download', 'downloads'],
    empty: 'No downloads found',
  },
  bulletins: {
    search: 'Search bulletins',
    placeholder: 'Title or description',
    noun: ['bulletin', 'bulletins'],
    empty: 'No bulletins found for {year}',
  },
  press: {
    search: 'Search press statements',
    placeholder: 'Title or description',
    noun: ['press statement', 'press statements'],
    empty: 'No press statements found',
  },
  blogs: {
    search: 'Search blog posts',
    placeholder: 'Title, excerpt or tag',
    noun: ['blog post', 'blog posts'],
    empty: 'No blog posts found',
  },
  choice: { category: 'Category', year: 'Year' },
  // The facts under a card. `fileSize` names a document's facts for a screen reader ("File: 4 pages");
  // `pages` counts a PDF's pages and `files` a ZIP's, one and more, {count}: the number (the size
  // follows from 100 KB).
  facts: {
    fileSize: 'File',
    pages: ['{count} page', '{count} pages'],
    files: ['{count} file', '{count} files'],
    // A document's downloads as a card states them, one and more.
    downloadCount: ['{count} download', '{count} downloads'],
    downloads: 'Downloads',
    readTime: 'Read time',
  },
  // Before the two links to a list's feed: the RSS file, and the same items in Atom. `of` completes
  // each link's name for a screen reader; {title}: the feed's list ("Blogs").
  feed: { lead: 'Follow in a feed reader:', rss: 'RSS', atom: 'Atom', of: 'feed of {title}' },
} satisfies MediaLists;
