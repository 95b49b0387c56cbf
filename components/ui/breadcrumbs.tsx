import { ChevronLeft } from 'lucide';
import { homeCrumb } from '@/content/navigation';
import type { Crumb } from '@/lib/structured-data';
import { Svg } from './svg';

export type { Crumb } from '@/lib/structured-data';

/**
 * The trail above a page's title, on the dark header bands or (`light`) on an article's white one.
 * From 640 px the whole trail, Home first; on a phone only a back link to the nearest page above
 * ("‹ Blogs"): the h1 right below names the page, and a long trail would crowd the narrow band.
 * Out of the search index: a result's text starts with the page's own words, not with the trail.
 */
export function Breadcrumbs({ items, tone = 'dark' }: { items: Crumb[]; tone?: 'dark' | 'light' }) {
  const light = tone === 'light';
  const trail = [homeCrumb, ...items];
  // A menu group's name (a crumb without a page) is not a page to go back to.
  const parent = trail.slice(0, -1).findLast((crumb) => crumb.href !== undefined) ?? homeCrumb;
  return (
    <nav
      aria-label="Breadcrumb"
      className={light ? 'text-sm text-ink-muted' : 'text-sm text-brand-100'}
      data-pagefind-ignore
    >
      <ol className="flex flex-wrap items-center gap-1 max-sm:hidden">
        {trail.map((crumb, index) => (
          <li key={crumb.href ?? crumb.label} className="flex items-center gap-1">
            {index > 0 ? <span aria-hidden="true">/</span> : null}
            {index === trail.length - 1 ? (
              <span
                aria-current="page"
                className={`inline-flex min-h-6 items-center font-medium ${light ? 'text-ink' : 'text-white'}`}
              >
                {crumb.label}
              </span>
            ) : crumb.href ? (
              <a href={crumb.href} className="inline-flex min-h-6 items-center underline-offset-4 hover:underline">
                {crumb.label}
              </a>
            ) : (
              <span className="inline-flex min-h-6 items-center">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
      <a
        href={parent.href ?? homeCrumb.href}
        data-crumb-back
        className="-ml-1 inline-flex min-h-11 items-center gap-0.5 pr-2 font-medium underline-offset-4 hover:underline sm:hidden"
      >
        <Svg node={ChevronLeft} className="size-4 shrink-0" />
        {parent.label}
      </a>
    </nav>
  );
}
