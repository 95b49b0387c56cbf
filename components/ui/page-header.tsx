import type { ReactNode } from 'react';
import { breadcrumbJsonLd } from '@/lib/structured-data';
import { Breadcrumbs, type Crumb } from './breadcrumbs';
import { JsonLd } from './json-ld';
import { Container } from './section';

type PageHeaderProps = {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Trail of parent pages ending with this page; Home is added first. */
  crumbs: Crumb[];
  /** A lead image beside the text on wide screens. */
  image?: ReactNode;
  /** Under the intro: the page's actions or key facts. */
  children?: ReactNode;
};

/** The trail for search engines, from the same crumbs as the visible one. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: Crumb[] }) {
  return <JsonLd data={breadcrumbJsonLd(crumbs)} />;
}

/**
 * The heading band of every inner page: the breadcrumb trail (shown and as structured data) and the
 * page's single h1.
 */
export function PageHeader({ title, eyebrow, intro, crumbs, image, children }: PageHeaderProps) {
  const text = (
    <>
      {eyebrow ? <p className="mt-4 text-sm font-semibold tracking-wider text-earth-200 uppercase">{eyebrow}</p> : null}
      <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
      {intro ? <div className="mt-4 max-w-2xl text-lg text-pretty text-brand-100">{intro}</div> : null}
      {children}
    </>
  );
  return (
    <>
      <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <Container className="py-12 sm:py-16">
          <Breadcrumbs items={crumbs} />
          {image ? (
            <div className="grid items-center gap-10 lg:grid-cols-2">
              <div>{text}</div>
              <div className="mt-6 overflow-hidden rounded-card lg:mt-0">{image}</div>
            </div>
          ) : (
            text
          )}
        </Container>
      </div>
      <BreadcrumbJsonLd crumbs={crumbs} />
    </>
  );
}
