import { agms } from '@/content/agm';
import { mainNavigation as writtenNavigation } from '@/content/navigation';
import type { Agm } from '@/content/schema';
import { site } from '@/content/site';
import { agmLabel, shownAgm } from './agm';
import { buildDay } from './build-date';
import { isRecent } from './dates';
import { isOver } from './today';
import { fillCopy } from './page-copy';
import { shownGallery } from './stand-ins';

/** Pages with nothing to show yet stay out of the menus: the gallery until its first photograph. */
export const hiddenUntilFilled: ReadonlySet<string> = new Set(shownGallery.length ? [] : ['/gallery']);

/**
 * `{agm}` in the menu: the meeting /agm shows on `today` by its year while it is to come or still news
 * (content/site.ts, recentDays); long after it was held, with the next not yet announced, plain "AGM".
 */
export function menuAgmLabel(meetings: readonly Agm[], today: string): string {
  const { date } = shownAgm(meetings, today);
  return isOver(date, today) && !isRecent(date, today, site.recentDays) ? 'AGM' : agmLabel(date);
}

/** The menu with `{agm}` filled for `today` (menuAgmLabel). */
export function navigationFor(meetings: readonly Agm[], today: string) {
  const menu = fillCopy(writtenNavigation, { agm: menuAgmLabel(meetings, today) }, 'content/navigation.ts');
  return menu.map((group) =>
    group.children ? { ...group, children: group.children.filter(({ href }) => !hiddenUntilFilled.has(href)) } : group,
  );
}

/** The menu as visitors see it on the build day: header, drawer, footer and offline page. */
export const mainNavigation = navigationFor(agms, buildDay());
