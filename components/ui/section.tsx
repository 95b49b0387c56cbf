import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { KeepHyphenated } from './keep-hyphenated';

type SectionProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title?: ReactNode;
  eyebrow?: string;
  intro?: ReactNode;
  /** `clear`: no ground of its own, for a section whose wrapper sets it. */
  tone?: 'white' | 'tint' | 'dark' | 'clear';
  /** Needed with `title`: `{id}-heading` is the heading's id, for aria-labelledby and in-page links. */
  id?: string;
  /** From 1024 px the heading stands beside the content, for content narrower than the page (questions). */
  aside?: boolean;
};

const tones = {
  white: 'bg-white',
  tint: 'bg-brand-50/60',
  dark: 'bg-brand-900 text-white',
  clear: '',
};

export function Container({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('mx-auto w-full max-w-content px-4 sm:px-6 lg:px-8', className)} {...rest} />;
}

/** A page section with an optional eyebrow, heading and intro, flush left above its content (or beside it). */
export function Section({
  title,
  eyebrow,
  intro,
  tone = 'white',
  id,
  aside = false,
  className,
  children,
  ...rest
}: SectionProps) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn('py-14 sm:py-20', tones[tone], className)}
      {...rest}
    >
      <Container className={cn(aside && 'lg:grid lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:gap-16')}>
        {title ? (
          <div className={cn('mb-10 max-w-3xl', aside && 'lg:sticky lg:top-28 lg:mb-0 lg:self-start')}>
            {eyebrow ? (
              <p
                className={cn(
                  'text-sm font-semibold tracking-wider uppercase',
                  tone === 'dark' ? 'text-earth-200' : 'text-earth-700',
                )}
              >
                {eyebrow}
              </p>
            ) : null}
            <h2 id={headingId} className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
              {typeof title === 'string' ? <KeepHyphenated text={title} /> : title}
            </h2>
            {intro ? (
              <div className={cn('mt-4 text-lg text-pretty', tone === 'dark' ? 'text-brand-100' : 'text-ink-muted')}>
                {intro}
              </div>
            ) : null}
          </div>
        ) : null}
        {aside ? <div className="min-w-0">{children}</div> : children}
      </Container>
    </section>
  );
}
