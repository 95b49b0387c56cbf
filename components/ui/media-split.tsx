import type { ReactNode } from 'react';
import type { ImageRef } from '@/content/schema';
import { cn } from '@/lib/cn';
import { Picture } from './picture';
import { Container } from './section';

/**
 * A photo beside text (on phones above it), its heading `{id}-heading`; without a title, the text opens
 * the page's body. The photo keeps its folder's shape (from the image manifest), so nothing shifts as it loads.
 */
export function MediaSplit({
  id,
  title,
  image,
  caption,
  imageSide = 'left',
  tone = 'white',
  children,
}: {
  id?: string;
  title?: ReactNode;
  image: ImageRef;
  caption?: string;
  imageSide?: 'left' | 'right';
  tone?: 'white' | 'tint';
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      aria-labelledby={title ? `${id}-heading` : undefined}
      className={cn('py-10 sm:py-16 lg:py-20', tone === 'tint' ? 'bg-brand-50/60' : 'bg-white')}
    >
      <Container className="grid items-center gap-8 md:grid-cols-2 lg:gap-14">
        <figure className={cn(imageSide === 'right' && 'md:order-last')}>
          <Picture
            {...image}
            sizes="(min-width: 1280px) 592px, (min-width: 768px) 46vw, calc(100vw - 2rem)"
            className="aspect-[3/2] h-auto w-full rounded-card object-cover shadow-card"
          />
          {caption ? <figcaption className="mt-3 text-sm text-ink-muted">{caption}</figcaption> : null}
        </figure>
        <div className="max-w-xl">
          {title ? (
            <h2
              id={`${id}-heading`}
              className="mt-2 mb-4 text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl"
            >
              {title}
            </h2>
          ) : null}
          <div className="space-y-4 text-lg text-pretty text-ink-muted">{children}</div>
        </div>
      </Container>
    </section>
  );
}
