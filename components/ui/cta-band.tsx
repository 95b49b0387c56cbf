import type { ReactNode } from 'react';
import type { Link } from '@/content/schema';
import { ButtonLink } from './button';
import { Container } from './section';

/**
 * The closing call to action of a page. Its first action is gold when it is the page's main action;
 * `emphasis="secondary"` keeps every button white where the page's main action is elsewhere (a form,
 * a card's button), so gold never means two things on one page. components/ui/README.md lists which
 * pages end with a band, and why.
 */
export function CtaBand({
  title,
  text,
  actions,
  emphasis = 'primary',
}: {
  title: string;
  text: ReactNode;
  actions: Link[];
  emphasis?: 'primary' | 'secondary';
}) {
  return (
    <section aria-labelledby="cta-heading" className="bg-gradient-to-br from-brand-800 to-brand-950 py-16 text-white">
      <Container className="text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        {/* Stacked at one width on a phone, side by side from 640 px. */}
        <div className="mx-auto mt-8 flex max-w-sm flex-col gap-3 sm:max-w-none sm:flex-row sm:flex-wrap sm:justify-center">
          {actions.map((action, index) => (
            <ButtonLink
              key={action.href}
              href={action.href}
              external={action.external}
              size="lg"
              variant={index === 0 && emphasis === 'primary' ? 'accent' : 'light'}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </Container>
    </section>
  );
}
