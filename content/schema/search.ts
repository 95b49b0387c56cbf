/**
 * The words of the site search (content/search.ts): the dialog, its choice between pages and
 * documents, and how a document result is named. A `{name}` in a text is filled in where it is shown.
 */
import { z } from 'zod';
import { link, text, words } from './fields';
import { named } from './naming';

/** A text that must hold each of `names` as `{name}`, so the dialog can fill them in. */
const template = (...names: string[]) =>
  text().refine(
    (value) => names.every((name) => value.includes(`{${name}}`)),
    `must hold ${names.map((name) => `{${name}}`).join(' and ')} (the dialog fills them in)`,
  );

export const searchCopy = z.strictObject({
  /** The header button's name, read by screen readers. */
  button: text(),
  /** The dialog's name and the search field's label. */
  label: text(),
  ...words('placeholder', 'close'),
  /** Shown before anything is typed. */
  hint: text(),
  ...words('searching', 'unavailable'),
  noResults: template('query'),
  oneResult: template('query'),
  results: template('count', 'query'),
  /** The name of the list of results, read by screen readers. */
  resultsList: text(),
  /** The name of the list of other matching parts of one page. */
  moreIn: template('page'),
  ...words('showMore', 'loadingMore'),
  /** The keyboard help under the results: the names of the keys, and what each does. */
  keys: z.strictObject(words('enter', 'enterAction', 'arrows', 'arrowsAction', 'escape', 'escapeAction')),
  /** The choice between everything, pages only and documents only. */
  scope: z.strictObject(words('legend', 'all', 'pages', 'documents')),
  /** The label of each kind of document the site publishes, shown on its results. */
  kinds: z.strictObject(words('charter', 'bulletin', 'newsletter', 'press', 'resource', 'agm')),
  /** Offered when a search finds nothing and on the page-not-found page: a few pages, by their menu names. */
  popular: z.strictObject({ title: text(), links: z.array(link).min(1).max(8) }),
  /** A result inside a document (a PDF), named as the document: `{title}` is its title. */
  documentTitle: template('title'),
  /** Where in a document the words were found, shown beside its name. */
  documentPage: template('page'),
  /** The AGM programme's title, from the meeting's. */
  agmProgramme: template('meeting'),
});
export type SearchCopy = z.infer<typeof searchCopy>;
export type DocumentKind = keyof SearchCopy['kinds'];

export const searchFile = { search: named(searchCopy, 'search') };
