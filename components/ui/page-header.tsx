import type { ReactNode } from 'react';
import { ChevronLeft } from 'lucide';
import { cn } from '@/lib/cn';
import { homeCrumb } from '@/content/navigation';
import type { ImageRef } from '@/content/schema';
import { breadcrumbJsonLd, type Crumb } from '@/lib/structured-data';
import { JsonLd } from './json-ld';
import { Picture } from './picture';
import { Container } from './section';
import { Svg } from './svg';

type PageHeaderProps = {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Parent pages ending with this page; Home is added first. None on a page outside the tree (404). */
  crumbs?: Crumb[];
  /** `compact` and `feature`: the green section band. `article` (an item's page): dark text on white above a rule. */
  kind?: 'compact' | 'feature' | 'article';
  /** A feature header's photo: beside the text from 1024 px, below it on phones. */
  image?: ImageRef;
  children?: ReactNode;
  /** A feature header's panel in place of a picture; with a picture as well, it stands under the text. */
  aside?: ReactNode;
  /** An article header's text in the middle column, over a body that stands there (a blog post). */
  centred?: boolean;
};

/** The heading of every inner page: the breadcrumb trail (shown and as structured data) and the page's h1. */
export function PageHeader({
  title,
  eyebrow,
  intro,
  crumbs,
  kind = 'compact',
  image: picture,
  aside,
  centred = false,
  children,
}: PageHeaderProps) {
  // A drawn stand-in does not head a page: the header stands on type and colour until a photograph comes.
  const image = picture?.standIn ? undefined : picture;
  const light = kind === 'article';
  const text = (
    // Without a figure beside it, the text keeps to a reading column.
    <div className={cn(!image && !aside && 'max-w-3xl')}>
      {eyebrow ? (
        // The section's name, out of the search index like the trail: a result's text starts with the page's own words.
        <p
          data-pagefind-ignore
          className={cn(
            'mt-4 text-sm font-semibold tracking-wider uppercase',
            light ? 'text-earth-700' : 'text-earth-200',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h1
        // A section's name outweighs an item's title in the site search: "bulletin" finds the Monthly
        // Bulletin before any one bulletin (Pagefind weighs an h1 7 by default).
        data-pagefind-weight={light ? undefined : 10}
        className={cn(
          'mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl',
          light && 'text-brand-900',
        )}
      >
        {title}
      </h1>
      {intro ? (
        <div
          className={cn('mt-3 max-w-2xl text-base text-pretty sm:text-lg', light ? 'text-ink-muted' : 'text-brand-100')}
        >
          {intro}
        </div>
      ) : null}
      {children}
    </div>
  );
  return (
    <>
      {light ? (
        <div className="border-b border-brand-900/10 bg-white">
          <Container className="pt-8 pb-10 sm:pt-10 sm:pb-12">
            <div className={cn(centred && 'mx-auto max-w-3xl')}>
              {crumbs ? <Breadcrumbs items={crumbs} tone="light" /> : null}
              {text}
            </div>
          </Container>
        </div>
      ) : (
        <div className="band-contours bg-brand-900 text-white">
          <Container className="py-8 sm:py-10">
            {crumbs ? <Breadcrumbs items={crumbs} /> : null}
            {image || aside ? (
              // The text stands in the middle of the photo or panel beside it: no tall empty foot under it.
              <div className="grid items-center gap-8 lg:grid-cols-[1.1fr_1fr] lg:gap-12">
                {aside && image ? (
                  // The panel takes the picture's place; from 1024 px the picture stands under the text,
                  // filling the column beside a tall panel. A phone goes from the text to the panel.
                  <div>
                    {text}
                    <Picture
                      {...image}
                      sizes="(min-width: 1280px) 600px, 50vw"
                      className="mt-10 hidden aspect-[3/2] h-auto w-full rounded-card object-cover shadow-lift ring-1 ring-white/10 lg:block"
                    />
                  </div>
                ) : (
                  text
                )}
                {aside ??
                  (image ? (
                    <Picture
                      {...image}
                      sizes="(min-width: 1280px) 560px, (min-width: 1024px) 45vw, calc(100vw - 2rem)"
                      priority
                      className="aspect-[5/2] h-auto w-full rounded-card object-cover shadow-lift ring-1 ring-white/10 sm:aspect-[3/2]"
                    />
                  ) : null)}
              </div>
            ) : (
              text
            )}
          </Container>
        </div>
      )}
      {crumbs ? <JsonLd data={breadcrumbJsonLd(crumbs)} /> : null}
    </>
  );
}

/**
 * The trail above a page's title, on the dark header bands or (`light`) on an article's white one.
 * From 640 px the whole trail, Home first; on a phone only a back link to the nearest page above
 * ("‹ Blogs"): the h1 right below names the page, and a long trail would crowd the narrow band.
 * Out of the search index: a result's text starts with the page's own words, not with the trail.
 */
function Breadcrumbs({ items, tone = 'dark' }: { items: Crumb[]; tone?: 'dark' | 'light' }) {
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
