import type { ReactNode } from 'react';
import type { ImageRef } from '@/content/schema';
import { cn } from '@/lib/cn';
import { Picture } from './picture';
import { Container } from './section';

type MediaSplitProps = {
  /** The section's id; its heading is `{id}-heading`, which labels the section. */
  id?: string;
  /** Without one, the text beside the photo opens the page's body. */
  title?: ReactNode;
  eyebrow?: string;
  image: ImageRef;
  /** What the photo shows, under it. */
  caption?: string;
  /** Where the photo sits from tablets up; on phones it always comes first, above the text. */
  imageSide?: 'left' | 'right';
  tone?: 'white' | 'tint';
  /**
   * Only for a photo that shows without scrolling on a phone (a page's lead section): loaded
   * eagerly at high priority, since it is then the page's largest paint.
   */
  priority?: boolean;
  headingLevel?: 'h2' | 'h3';
  children: ReactNode;
  className?: string;
};

/**
 * A photo beside text: breaks the run of centred headings over card grids. The photo keeps its
 * folder's shape (width and height come from the image manifest), so nothing shifts as it loads.
 */
export function MediaSplit({
  id,
  title,
  eyebrow,
  image,
  caption,
  imageSide = 'left',
  tone = 'white',
  priority = false,
  headingLevel: Heading = 'h2',
  children,
  className,
}: MediaSplitProps) {
  return (
    <section
      id={id}
      aria-labelledby={title ? `${id}-heading` : undefined}
      className={cn('py-10 sm:py-16 lg:py-20', tone === 'tint' ? 'bg-brand-50/60' : 'bg-white', className)}
    >
      <Container className="grid items-center gap-8 md:grid-cols-2 lg:gap-14">
        <figure className={cn(imageSide === 'right' && 'md:order-last')}>
          <Picture
            {...image}
            // The photo spans the column: half the content width from tablets up, the screen on phones.
            sizes="(min-width: 1280px) 592px, (min-width: 768px) 46vw, calc(100vw - 2rem)"
            priority={priority}
            className="aspect-[3/2] h-auto w-full rounded-card object-cover shadow-card"
          />
          {caption ? <figcaption className="mt-3 text-sm text-ink-muted">{caption}</figcaption> : null}
        </figure>
        <div className="max-w-xl">
          {eyebrow ? <p className="text-sm font-semibold tracking-wider text-earth-700 uppercase">{eyebrow}</p> : null}
          {title ? (
            <Heading
              id={`${id}-heading`}
              className="mt-2 mb-4 text-2xl font-bold tracking-tight text-balance text-brand-900 sm:text-3xl"
            >
              {title}
            </Heading>
          ) : null}
          <div className="space-y-4 text-lg text-pretty text-ink-muted">{children}</div>
        </div>
      </Container>
    </section>
  );
}
