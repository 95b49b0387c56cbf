import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { PopularPages } from '@/components/search/popular-pages';

const copy = pages.notFound;

export const metadata: Metadata = { title: copy.metaTitle, description: copy.description };

export default function NotFound() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">{copy.title}</h1>
      <p className="mt-3 max-w-md text-balance text-ink-muted">{copy.intro}</p>
      <ButtonLink href={copy.links.home.href} className="mt-8">
        {copy.links.home.label}
      </ButtonLink>
      <PopularPages centered className="mt-10" />
      <NotFoundLogger />
    </Container>
  );
}
