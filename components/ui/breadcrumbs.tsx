import { homeCrumb } from '@/content/navigation';

export interface Crumb {
  label: string;
  href: string;
}

/**
 * Visible trail, on the dark header bands or (`light`) on an article's white one; the BreadcrumbList JSON-LD is built from the same crumbs by lib/seo. On a phone a
 * deeper page's own step is left to screen readers (the h1 right below names it, and a post's or a
 * statement's long title would otherwise be printed twice, one above the other); a page just under
 * home shows its short name, so every page has the same line above its title. Out of the search
 * index: a result's text starts with the page's own words, not with the trail.
 */
export function Breadcrumbs({ items, tone = 'dark' }: { items: Crumb[]; tone?: 'dark' | 'light' }) {
  const light = tone === 'light';
  const trail = [homeCrumb, ...items];
  const deep = items.length > 1;
  return (
    <nav
      aria-label="Breadcrumb"
      className={light ? 'text-sm text-ink-muted' : 'text-sm text-brand-100'}
      data-pagefind-ignore
    >
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          const separator = index > 0 ? <span aria-hidden="true">/</span> : null;
          return last ? (
            <li
              key={crumb.href}
              className={deep ? 'flex items-center gap-1 max-sm:sr-only' : 'flex items-center gap-1'}
            >
              {separator}
              <span
                aria-current="page"
                className={`inline-flex min-h-6 items-center font-medium ${light ? 'text-ink' : 'text-white'}`}
              >
                {crumb.label}
              </span>
            </li>
          ) : (
            <li key={crumb.href} className="flex items-center gap-1">
              {separator}
              <a href={crumb.href} className="inline-flex min-h-6 items-center underline-offset-4 hover:underline">
                {crumb.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
