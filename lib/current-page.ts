import type { NavGroup } from '@/content/schema';

/** True when `pathname` is the page at `href` or one of its own pages (/blogs for /blogs/a-post). */
export function isWithin(pathname: string | null, href: string): boolean {
  if (!pathname || !href.startsWith('/')) return false;
  const path = href.split(/[?#]/)[0]!;
  return pathname === path || pathname.startsWith(`${path}/`);
}

/** True when `pathname` is in the menu group: its own page, one of its children's or one it also holds. */
export function isInGroup(pathname: string | null, group: NavGroup): boolean {
  return [group.href, ...(group.children ?? []).map((child) => child.href), ...(group.also ?? [])].some((href) =>
    isWithin(pathname, href),
  );
}
