import type { Metadata } from 'next';
import { pages } from '@/content/pages';
import { ButtonLink } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Container } from '@/components/ui/section';
import { NotFoundLogger } from '@/components/layout/not-found-logger';
import { PopularPages } from '@/components/search/popular-pages';

const copy = pages.notFound;

export const metadata: Metadata = { title: copy.metaTitle, description: copy.description };

// The band every inner page opens with (no trail: the page is in no section), then where to go.
export default function NotFound() {
  return (
    <>
      <PageHeader title={copy.title} eyebrow={copy.eyebrow} intro={copy.intro}>
        <ButtonLink href={copy.links.home.href} variant="light" className="mt-6">
          {copy.links.home.label}
        </ButtonLink>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        <PopularPages titleClassName="text-2xl font-bold tracking-tight text-brand-900" />
      </Container>
      <NotFoundLogger />
    </>
  );
}
