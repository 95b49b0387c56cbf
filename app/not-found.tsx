import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button';
import { Container } from '@/components/ui/section';
import { NotFoundLogger } from '@/components/layout/not-found-logger';

export const metadata: Metadata = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist or has moved. Return to the home page of the institute.',
};

export default function NotFound() {
  return (
    <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
      <p className="text-7xl font-extrabold text-brand-700" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900">Oops! Page not found</h1>
      <p className="mt-3 max-w-md text-ink-muted">The page you are looking for does not exist or may have moved.</p>
      <ButtonLink href="/" className="mt-8">
        Return to Home
      </ButtonLink>
      <NotFoundLogger />
    </Container>
  );
}
