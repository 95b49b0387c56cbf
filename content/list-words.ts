import type { ListWords } from './schema';

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
  tryYear: 'Try different words or another year.',
  tryCategory: 'Try different words or another category.',
} satisfies ListWords;
