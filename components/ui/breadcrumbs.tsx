import { homeCrumb } from '@/content/navigation';

export interface Crumb {
  label: string;
  href: string;
}

/** Visible trail; the BreadcrumbList JSON-LD is built from the same crumbs by lib/seo. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const trail = [homeCrumb, ...items];
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-brand-100">
      <ol className="flex flex-wrap items-center gap-1">
        {trail.map((crumb, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={crumb.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="inline-flex min-h-6 items-center font-medium text-white">
                  {crumb.label}
                </span>
              ) : (
                <>
                  <a href={crumb.href} className="inline-flex min-h-6 items-center underline-offset-4 hover:underline">
                    {crumb.label}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
