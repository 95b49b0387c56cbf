import { Hourglass } from 'lucide';
import { Badge } from './badge';
import { ButtonLink } from './button';
import type { Crumb } from './breadcrumbs';
import { BreadcrumbJsonLd } from './page-header';
import { Container } from './section';
import { Svg } from './svg';

/**
 * A page that is planned but not published yet (news and the month-based calendar). It shows only
 * the badge, the notice and the way home; the page's h1 is the notice. The trail is given to search
 * engines only: the page has no hero band to show it in.
 */
export function ComingSoon({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Svg node={Hourglass} className="size-8" />
        </span>
        <Badge tone="orange" className="mt-6">
          Coming Soon
        </Badge>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">This Page is Coming Soon</h1>
        <ButtonLink href="/" className="mt-8">
          Back to Home
        </ButtonLink>
      </Container>
      <BreadcrumbJsonLd crumbs={crumbs} />
    </>
  );
}
