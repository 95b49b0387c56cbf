import type { ReactNode } from 'react';
import { Container } from './section';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

type PageHeroProps = {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Trail of parent pages; Home is added first. The current page is the last crumb. */
  breadcrumbs?: Crumb[];
  children?: ReactNode;
};

/** The heading band of every inner page: the page's single h1. */
export function PageHero({ title, eyebrow, intro, breadcrumbs, children }: PageHeroProps) {
  return (
    <div className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <Container className="py-12 sm:py-16">
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        {eyebrow ? (
          <p className="mt-4 text-sm font-semibold tracking-wider text-earth-200 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
        {intro ? <div className="mt-4 max-w-2xl text-lg text-pretty text-brand-100">{intro}</div> : null}
        {children}
      </Container>
    </div>
  );
}
