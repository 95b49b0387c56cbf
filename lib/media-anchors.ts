/**
 * Stable addresses of the press statements and bulletins, which have no page of their own: each
 * card on its list page carries an id made from its document's file name, so a feed item (or any
 * link) can point at `/press-statements#<id>`. The file name is the item's stable name: it does not
 * change when the list is reordered or an entry is renumbered.
 */
import { yearOf } from './dates';
import { anchorId } from './slug';

/** `/documents/press/mau-forest-restoration.pdf` -> `mau-forest-restoration`. */
export function documentAnchor(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1).replace(/\.[a-z0-9]+$/i, '');
  const anchor = anchorId(name);
  if (!anchor) throw new Error(`No anchor can be made from the file name "${file}"`);
  return anchor;
}

/** The press statement's card on its list page. */
export function pressStatementHref(item: { file: string }): string {
  return `/press-statements#${documentAnchor(item.file)}`;
}

/**
 * The bulletin's card on its list page. The list shows one year at a time once its script runs,
 * so the link names the bulletin's year: the card is on screen with or without JavaScript.
 */
export function bulletinHref(item: { file: string; date: string }): string {
  return `/monthly-bulletin?year=${yearOf(item.date)}#${documentAnchor(item.file)}`;
}
