import type { ReactNode } from 'react';
import type { Link } from '@/content/schema';
import { ButtonLink } from './button';
import { Container } from './section';

/**
 * The closing call to action of a page, in one of two weights. `dark`: the deep green band that ends
 * the big pages (home, background, fees), its first action gold as the page's main action. `light`:
 * a quiet tinted strip for the pages whose content is the point (a team, the working groups, the
 * courses, the newsletter, careers), title and text beside the actions, so not every page ends on the
 * same dark band above the dark footer. `emphasis="secondary"` keeps every button plain where the
 * page's main action is elsewhere (a form, a card's button), so gold never means two things on one
 * page. components/ui/README.md lists which pages end with which, and why.
 */
export function CtaBand({
  title,
  text,
  actions,
  emphasis = 'primary',
  tone = 'dark',
}: {
  title: string;
  text: ReactNode;
  actions: Link[];
  emphasis?: 'primary' | 'secondary';
  tone?: 'dark' | 'light';
}) {
  const main = (index: number) => index === 0 && emphasis === 'primary';
  const buttons = actions.map((action, index) => (
    <ButtonLink
      key={action.href}
      href={action.href}
      external={action.external}
      size="lg"
      variant={main(index) ? 'accent' : tone === 'dark' ? 'light' : 'outline'}
    >
      {action.label}
    </ButtonLink>
  ));
  if (tone === 'light') {
    return (
      <section aria-labelledby="cta-heading" className="border-t border-brand-900/10 bg-brand-50/70 py-12 sm:py-14">
        <Container className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_auto] lg:items-center lg:gap-12">
          <div className="max-w-2xl">
            <h2 id="cta-heading" className="text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl">
              {title}
            </h2>
            <p className="mt-3 text-lg text-ink-muted">{text}</p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap lg:justify-end">{buttons}</div>
        </Container>
      </section>
    );
  }
  return (
    <section aria-labelledby="cta-heading" className="bg-gradient-to-br from-brand-800 to-brand-950 py-16 text-white">
      <Container className="text-center">
        <h2 id="cta-heading" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-brand-100">{text}</p>
        {/* Stacked at one width on a phone, side by side from 640 px. */}
        <div className="mx-auto mt-8 flex max-w-sm flex-col gap-3 sm:max-w-none sm:flex-row sm:flex-wrap sm:justify-center">
          {buttons}
        </div>
      </Container>
    </section>
  );
}
