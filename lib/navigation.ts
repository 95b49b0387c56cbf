import { agms } from '@/content/agm';
import { mainNavigation as writtenNavigation } from '@/content/navigation';
import type { Agm } from '@/content/schema';
import { agmLabel, shownAgm } from './agm';
import { buildDay } from './build-date';
import { fillCopy } from './page-copy';
import { shownGallery } from './stand-ins';

/**
 * Pages with nothing to show yet keep their address but stay out of the menus and the lists of
 * sections: the gallery until its first photograph is in content/gallery.ts.
 */
export const hiddenUntilFilled: ReadonlySet<string> = new Set(shownGallery.length ? [] : ['/gallery']);

/** The menu with `{agm}` named after the meeting /agm shows on `today` among `meetings`. */
export function navigationFor(meetings: readonly Agm[], today: string) {
  const menu = fillCopy(writtenNavigation, { agm: agmLabel(shownAgm(meetings, today).date) }, 'content/navigation.ts');
  return menu.map((group) =>
    group.children ? { ...group, children: group.children.filter(({ href }) => !hiddenUntilFilled.has(href)) } : group,
  );
}

/**
 * The menu as visitors see it, for the header, the mobile drawer, the footer and the offline page:
 * `{agm}` in a label is the name of the meeting /agm shows on the build day ("AGM 2025"), from its
 * date, so publishing the next meeting or moving the date moves it.
 */
export const mainNavigation = navigationFor(agms, buildDay());
