import { ChevronLeft } from 'lucide';
import { homeCrumb } from '@/content/navigation';
import type { Crumb } from '@/lib/structured-data';
import { Svg } from './svg';

export type { Crumb } from '@/lib/structured-data';

/**
 * The trail above a page's title, on the dark header bands or (`light`) on an article's white one;
 * the BreadcrumbList JSON-LD is built from the same crumbs by lib/seo. One rule on every page:
 * - from 640 px, the whole trail, Home first, ending with the page itself;
 * - on a phone, only the step up, as a back link to the nearest page above ("‹ Blogs", "‹ Home"): the h1 right below names
 *   the page, and a long trail (or a post's long title printed twice) would crowd the narrow band.
 * Out of the search index: a result's text starts with the page's own words, not with the trail.
 */
export function Breadcrumbs({ items, tone = 'dark' }: { items: Crumb[]; tone?: 'dark' | 'light' }) {
  const light = tone === 'light';
  const trail = [homeCrumb, ...items];
  // The step up is the nearest page above this one: a menu group's name is not a page to go back to.
  const parent = trail.slice(0, -1).findLast((crumb) => crumb.href !== undefined) ?? homeCrumb;
  const parentHref = parent.href ?? homeCrumb.href;
  const linkClass = 'inline-flex min-h-6 items-center underline-offset-4 hover:underline';
  return (
    <nav
      aria-label="Breadcrumb"
      className={light ? 'text-sm text-ink-muted' : 'text-sm text-brand-100'}
      data-pagefind-ignore
    >
      <ol className="flex flex-wrap items-center gap-1 max-sm:hidden">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          const separator = index > 0 ? <span aria-hidden="true">/</span> : null;
          return last ? (
            <li key={crumb.href} className="flex items-center gap-1">
              {separator}
              <span
                aria-current="page"
                className={`inline-flex min-h-6 items-center font-medium ${light ? 'text-ink' : 'text-white'}`}
              >
                {crumb.label}
              </span>
            </li>
          ) : (
            <li key={crumb.href ?? crumb.label} className="flex items-center gap-1">
              {separator}
              {crumb.href ? (
                <a href={crumb.href} className={linkClass}>
                  {crumb.label}
                </a>
              ) : (
                <span className="inline-flex min-h-6 items-center">{crumb.label}</span>
              )}
            </li>
          );
        })}
      </ol>
      <a
        href={parentHref}
        data-crumb-back
        className="-ml-1 inline-flex min-h-11 items-center gap-0.5 pr-2 font-medium underline-offset-4 hover:underline sm:hidden"
      >
        <Svg node={ChevronLeft} className="size-4 shrink-0" />
        {parent.label}
      </a>
    </nav>
  );
}
