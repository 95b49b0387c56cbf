import type { Testimonial } from '@/content/schema';
import { cn } from '@/lib/cn';
import { Picture } from './picture';
import { Section } from './section';

/**
 * A pull quote or a member's story: the words large, then who said them. A figure with a
 * blockquote and its caption, so the quote and its speaker stay together for screen readers.
 */
export function QuoteBlock({
  testimonial,
  tone = 'tint',
  className,
}: {
  testimonial: Testimonial;
  tone?: 'tint' | 'dark';
  className?: string;
}) {
  const { quote, name, role, portrait } = testimonial;
  const dark = tone === 'dark';
  return (
    <figure
      className={cn(
        'relative max-w-3xl rounded-card px-6 py-10 sm:px-12 sm:py-12',
        dark ? 'bg-brand-900 text-white' : 'bg-white shadow-card ring-1 ring-brand-900/5',
        className,
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'absolute top-2 left-4 font-serif text-7xl leading-none sm:left-8',
          dark ? 'text-earth-300' : 'text-earth-400',
        )}
      >
        “
      </span>
      <blockquote
        className={cn(
          'text-xl leading-relaxed font-medium text-pretty sm:text-2xl',
          dark ? 'text-white' : 'text-brand-900',
        )}
      >
        <p>{quote}</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-4">
        {portrait ? (
          <Picture {...portrait} sizes="56px" className="size-14 shrink-0 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className={cn('h-0.5 w-10 shrink-0', dark ? 'bg-earth-300' : 'bg-earth-400')} />
        )}
        <span>
          <span className={cn('block font-bold', dark ? 'text-white' : 'text-brand-900')}>{name}</span>
          <span className={cn('block text-sm', dark ? 'text-brand-100' : 'text-ink-muted')}>{role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** A quote in a section of its own, named by `label`; none while the quote is a stand-in (`standIn`). */
export function QuoteSection({ testimonial, label }: { testimonial: Testimonial; label: string }) {
  if (testimonial.standIn) return null;
  return (
    <Section aria-label={label}>
      <QuoteBlock testimonial={testimonial} tone="dark" />
    </Section>
  );
}
