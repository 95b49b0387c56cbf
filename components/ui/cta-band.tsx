import type { ReactNode } from 'react';
import type { Link } from '@/content/schema';
import { ButtonLink } from './button';
import { Container } from './section';

/** The closing call to action of a page: the first action gold, on every page alike; the rest outlined. */
export function CtaBand({ title, text, actions }: { title: string; text: ReactNode; actions: Link[] }) {
  return (
    <section aria-labelledby="cta-heading" className="border-t border-brand-900/10 bg-brand-50/70 py-12 sm:py-16">
      <Container className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-12">
        <div className="max-w-2xl">
          <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl">
            {title}
          </h2>
          <p className="mt-3 text-lg text-ink-muted">{text}</p>
        </div>
        <div className="flex max-w-sm flex-col gap-3 sm:max-w-none sm:flex-row sm:flex-wrap lg:justify-end">
          {actions.map((action, index) => (
            <ButtonLink
              key={action.href}
              href={action.href}
              external={action.external}
              size="lg"
              variant={index > 0 ? 'outline' : 'accent'}
            >
              {action.label}
            </ButtonLink>
          ))}
        </div>
      </Container>
    </section>
  );
}
