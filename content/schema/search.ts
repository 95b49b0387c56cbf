/**
 * The words of the site search (content/search.ts): the dialog, its choice between pages and
 * documents, and how a document result is named. A `{name}` in a text is filled in where it is shown.
 */
import { z } from 'zod';
import { link, text } from './fields';
import { named } from './naming';

/** A text that must hold each of `names` as `{name}`, so the dialog can fill them in. */
const template = (...names: string[]) =>
  text().refine(
    (value) => names.every((name) => value.includes(`{${name}}`)),
    `must hold ${names.map((name) => `{${name}}`).join(' and ')} (the dialog fills them in)`,
  );

/** The kinds of document the site publishes, each shown by its label on a document's result. */
export const documentKinds = ['charter', 'bulletin', 'newsletter', 'press', 'resource', 'agm'] as const;
export type DocumentKind = (typeof documentKinds)[number];

export const searchCopy = z.strictObject({
  /** The header button's name, read by screen readers. */
  button: text(),
  /** The dialog's name and the search field's label. */
  label: text(),
  placeholder: text(),
  close: text(),
  /** Shown before anything is typed. */
  hint: text(),
  searching: text(),
  unavailable: text(),
  noResults: template('query'),
  oneResult: template('query'),
  results: template('count', 'query'),
  /** The name of the list of results, read by screen readers. */
  resultsList: text(),
  /** The name of the list of other matching parts of one page. */
  moreIn: template('page'),
  showMore: text(),
  loadingMore: text(),
  /** The keyboard help under the results: the names of the keys, and what each does. */
  keys: z.strictObject({
    enter: text(),
    enterAction: text(),
    arrows: text(),
    arrowsAction: text(),
    escape: text(),
    escapeAction: text(),
  }),
  /** The choice between everything, pages only and documents only. */
  scope: z.strictObject({ legend: text(), all: text(), pages: text(), documents: text() }),
  /** The label of each kind of document, shown on its results. */
  kinds: z.strictObject(
    Object.fromEntries(documentKinds.map((kind) => [kind, text()])) as Record<DocumentKind, ReturnType<typeof text>>,
  ),
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

export const searchFile = { search: named(searchCopy, 'search') };
