import type { ReactNode } from 'react';
import type { Link } from '@/content/schema';
import { ButtonLink } from './button';
import { Container } from './section';

/** The closing call to action of a page. */
export function CtaBand({ title, text, actions }: { title: string; text: ReactNode; actions: Link[] }) {
  return (
    <section aria-labelledby="cta-heading" className="bg-gradient-to-br from-brand-800 to-brand-950 py-16 text-white">
      <Container className="text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          {actions.map((action, index) => (
            <ButtonLink
              key={action.href}
              href={action.href}
              external={action.external}
              size="lg"
              variant={index === 0 ? 'accent' : 'light'}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </Container>
    </section>
  );
}
