import type { ReactNode } from 'react';
import { Target } from 'lucide';
import { Container } from '@/components/ui/section';
import { Svg } from '@/components/ui/svg';

/** A highlighted mission statement with an optional call to action, closing a page's section above. */
export function MissionBlock({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <div className="pb-14 sm:pb-20">
      <Container>
        <section
          aria-labelledby={`${id}-heading`}
          className="rounded-card bg-gradient-to-br from-brand-800 to-brand-950 p-8 text-white sm:p-12"
        >
          <div className="mx-auto max-w-3xl text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-earth-200">
              <Svg node={Target} />
            </span>
            <h2 id={`${id}-heading`} className="mt-4 text-3xl font-bold tracking-tight">
              {title}
            </h2>
            <p className="mt-4 text-lg text-brand-100">{text}</p>
            {children ? <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div> : null}
          </div>
        </section>
      </Container>
    </div>
  );
}
