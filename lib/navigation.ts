import { agms } from '@/content/agm';
import { mainNavigation as writtenNavigation } from '@/content/navigation';
import type { Agm } from '@/content/schema';
import { agmLabel, shownAgm } from './agm';
import { buildDay } from './build-date';
import { fillCopy } from './page-copy';
import { shownGallery } from './stand-ins';

/** Pages with nothing to show yet stay out of the menus: the gallery until its first photograph. */
export const hiddenUntilFilled: ReadonlySet<string> = new Set(shownGallery.length ? [] : ['/gallery']);

/** The menu with `{agm}` named after the meeting /agm shows on `today`. */
export function navigationFor(meetings: readonly Agm[], today: string) {
  const menu = fillCopy(writtenNavigation, { agm: agmLabel(shownAgm(meetings, today).date) }, 'content/navigation.ts');
  return menu.map((group) =>
    group.children ? { ...group, children: group.children.filter(({ href }) => !hiddenUntilFilled.has(href)) } : group,
  );
}

/** The menu as visitors see it on the build day: header, drawer, footer and offline page. */
export const mainNavigation = navigationFor(agms, buildDay());
