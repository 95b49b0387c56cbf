import type { SearchCopy } from './schema';

/**
 * The site search's words: the header button, the dialog, and how a result found inside a document
 * (a PDF) is named. `{query}`, `{count}`, `{page}`, `{title}` and `{meeting}` are filled in where they are shown.
 */
export const search = {
  button: 'Search',
  label: 'Search the site',
  placeholder: 'Search the site',
  close: 'Close search',
  hint: 'Find any page or document: membership, trainings, blog posts, press statements, bulletins, newsletters, downloads and working groups.',
  searching: 'Searching…',
  unavailable: 'Search is not available right now. Check your connection and try again.',
  noResults: 'No results for “{query}”',
  oneResult: '1 result for “{query}”',
  results: '{count} results for “{query}”',
  resultsList: 'Search results',
  moreIn: 'More in {page}',
  showMore: 'Show more results',
  loadingMore: 'Loading…',
  keys: {
    enter: 'Enter',
    enterAction: 'opens the first result',
    arrows: '↑ ↓',
    arrowsAction: 'move between results',
    escape: 'Esc',
    escapeAction: 'closes',
  },
  scope: { legend: 'Show', all: 'Everything', pages: 'Pages', documents: 'Documents' },
  kinds: {
    charter: 'Charter',
    bulletin: 'Bulletin',
    newsletter: 'Newsletter',
    press: 'Press statement',
    resource: 'Resource',
    agm: 'AGM',
  },
  // Offered when a search finds nothing, and on the page-not-found page: where most visitors are going.
  popular: {
    title: 'Popular pages',
    links: [
      { label: 'Fees & Subscriptions', href: '/members/fees' },
      { label: 'How to Join', href: '/members/join' },
      { label: 'Training Calendar', href: '/trainings/calendar' },
      { label: 'Short Courses', href: '/trainings/short-courses' },
      { label: 'Downloads', href: '/resources/downloads' },
      { label: 'News & Events', href: '/news' },
    ],
  },
  // A result inside a PDF: named as the document, with the page as a detail beside it.
  documentTitle: '{title} (PDF)',
  documentPage: 'page {page}',
  agmProgramme: '{meeting}: Program',
} satisfies SearchCopy;
