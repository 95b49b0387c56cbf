import type { Metadata } from 'next';
import { mainNavigation } from '@/content/navigation';
import type { NavGroup } from '@/content/schema';
import { pages } from '@/content/pages';
import type { PageCopy } from '@/content/schema/pages';
import { pageMetadata, type PageSeo } from './seo';
import type { Crumb } from './structured-data';
import { fillText, type CopyFacts } from './fill-text';
import { pageFacts, type FilledPage, type PageFacts } from './page-facts';

export { fillText, type CopyFacts } from './fill-text';

/**
 * Every text of a page's copy (or of any part of it) with its placeholders filled in. A `{name}` that
 * names one of the page's links stays, for the page to show as that link (see TextWithLinks).
 */
export function fillCopy<T>(value: T, facts: CopyFacts, where?: string): T {
  if (where === undefined && isPage(value)) {
    const links = Object.keys(value.links ?? {}).map((name) => [name, `{${name}}`]);
    return fill(value, { ...Object.fromEntries(links), ...facts }, `content/pages.ts, page "${value.path}"`);
  }
  return fill(value, facts, where);
}

/** Page `key`'s copy with the facts it fills in: exactly those lib/page-facts.ts names for it. */
export function pageCopy<K extends FilledPage>(key: K, facts: PageFacts<K>): (typeof pages)[K] {
  const declared: readonly string[] = pageFacts[key].facts;
  const extra = Object.keys(facts).filter((name) => !declared.includes(name));
  if (extra.length > 0) {
    throw new Error(
      `lib/page-facts.ts: page "${key}" is given ${extra.map((n) => `{${n}}`).join(', ')}: list it there`,
    );
  }
  return fillCopy(pages[key], facts);
}

function fill<T>(value: T, facts: CopyFacts, where: string | undefined): T {
  if (typeof value === 'string') return fillText(value, facts, where) as T;
  if (Array.isArray(value)) return value.map((item) => fill(item, facts, where)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner, facts, where)])) as T;
  }
  return value;
}

function isPage(value: unknown): value is { path: string; links?: Record<string, unknown> } {
  return typeof value === 'object' && value !== null && typeof (value as { path?: unknown }).path === 'string';
}

/**
 * A page's breadcrumb trail after Home: the menu group that lists or highlights the page (or the list
 * page above it), then the page's own parents and the page itself.
 */
export function pageCrumbs(copy: Pick<PageCopy, 'path' | 'title' | 'crumb' | 'parents'>): Crumb[] {
  const parents = copy.parents ?? [];
  const listed = parents[0]?.href ?? copy.path;
  const group = (mainNavigation as NavGroup[]).find(
    (entry) => entry.children?.some((child) => child.href === listed) || entry.also?.includes(listed),
  );
  // A group with pages of its own is a heading, not a page; one without (News & Events) is its page.
  const groupCrumb = group && (group.children ? { label: group.label } : { label: group.label, href: group.href });
  return [...(groupCrumb ? [groupCrumb] : []), ...parents, { label: copy.crumb ?? copy.title, href: copy.path }];
}

/** A page's metadata from its copy; an item's page passes its item's preview image. */
export function copyMetadata(copy: PageCopy, image?: PageSeo['image']): Metadata {
  return pageMetadata({ title: copy.metaTitle ?? copy.title, description: copy.description, path: copy.path, image });
}
