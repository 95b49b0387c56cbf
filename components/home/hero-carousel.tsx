'use client';

import { useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Pause, Play } from 'lucide';
import { Container } from '@/components/ui/section';
import { Svg } from '@/components/ui/svg';
import { cn } from '@/lib/cn';
import { useReducedMotion } from '@/components/motion/use-reduced-motion';
import { useSaveData } from '@/components/data-saving/use-save-data';
import type { Hero } from '@/content/schema';
import { fillText } from '@/lib/fill-text';

const noSubscription = () => () => {};

/**
 * Cross-fades the hero backgrounds every `intervalMs`, pausing on hover, focus and its pause button (WCAG
 * 2.2.2), never under reduced motion or data saving. Slides after the first stay undisplayed (their lazy
 * images unloaded) until the browser knows the visitor does not save data; a chosen slide always shows.
 */
export function HeroCarousel({
  slides,
  labels,
  words,
  intervalMs,
  tinted = false,
  children,
}: {
  slides: ReactNode[];
  labels: string[];
  words: Hero['carousel'];
  intervalMs: number;
  /** Drawings standing in for photographs: shown as the brand's green in their own light and shade. */
  tinted?: boolean;
  children: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useReducedMotion();
  const saveData = useSaveData();
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const loadAllSlides = hydrated && !saveData;
  const rotating = !paused && !hovered && !focused && !reducedMotion && !saveData;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % slides.length), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, intervalMs, slides.length]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label={words.name}
      className="relative isolate overflow-hidden bg-brand-950"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => !event.currentTarget.contains(event.relatedTarget as Node | null) && setFocused(false)}
    >
      <div className={cn('absolute inset-0 -z-10', tinted && 'bg-brand-800')} aria-live="off">
        {slides.map((slide, i) => (
          <div
            key={labels[i]}
            role="group"
            aria-roledescription="slide"
            aria-label={fillText(words.slide, { number: i + 1, count: slides.length, label: labels[i]! })}
            aria-hidden={i !== index}
            className={cn(
              'absolute inset-0 transition-opacity duration-1000',
              tinted && 'mix-blend-luminosity brightness-75',
              i === index ? 'opacity-100' : 'opacity-0',
              i !== index && !loadAllSlides && 'hidden',
            )}
          >
            {slide}
          </div>
        ))}
        {/* Dark under the whole text column, clear beyond it, so white text reads on the palest slide: at
            1024 px the text runs to two thirds of the width, from 1280 px to about half; on a phone it spans
            the width, so the veil is even but lighter. */}
        <div className="absolute inset-0 bg-gradient-to-r from-brand-950/85 via-brand-950/60 to-brand-950/35 lg:from-brand-950/90 lg:via-brand-950/75 lg:via-70% lg:to-brand-950/20 lg:to-100% xl:via-brand-950/70 xl:via-55% xl:to-brand-950/0 xl:to-85%" />
      </div>
      {children}
      {/* Without script the first slide stands alone, with no controls. The controls sit on a dark glass
          pill (darker where the browser cannot blur), so they read on every slide; it ends where the
          headline's container ends. */}
      <Container className="pointer-events-none absolute inset-x-0 bottom-4 flex justify-end sm:bottom-6 noscript:hidden">
        <div className="pointer-events-auto flex items-center gap-1 rounded-full bg-brand-950/70 p-1 shadow-lg ring-1 ring-white/15 supports-[backdrop-filter]:bg-brand-950/45 supports-[backdrop-filter]:backdrop-blur-md">
          <ul className="flex items-center">
            {labels.map((label, i) => (
              <li key={label}>
                <button
                  type="button"
                  onClick={() => setIndex(i)}
                  aria-current={i === index ? 'true' : undefined}
                  className="group grid size-11 place-items-center rounded-full"
                >
                  {/* The dot and the current slide's bar are stacked and cross-fade: a dot that grew
                    would move itself and count as a layout shift at every turn of the slides. */}
                  <span className="col-start-1 row-start-1 size-2.5 rounded-full bg-white/60 group-hover:bg-white/85" />
                  <span
                    className={cn(
                      'col-start-1 row-start-1 h-2.5 w-6 rounded-full bg-white transition-opacity',
                      i === index ? 'opacity-100' : 'opacity-0',
                    )}
                  />
                  <span className="sr-only">{fillText(words.show, { number: i + 1, label })}</span>
                </button>
              </li>
            ))}
          </ul>
          <span aria-hidden="true" className="h-5 w-px bg-white/25" />
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className="inline-flex size-11 items-center justify-center rounded-full text-white hover:bg-white/15"
          >
            <Svg node={paused ? Play : Pause} className="size-4" />
            <span className="sr-only">{paused ? words.play : words.pause}</span>
          </button>
        </div>
      </Container>
    </section>
  );
}
