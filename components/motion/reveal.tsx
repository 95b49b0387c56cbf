'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { cn } from '@/lib/cn';
import { useReducedMotion } from './use-reduced-motion';

/** `waiting` for the observer's first report, `armed` (hidden) below the fold, `shown` for good. */
type Stage = 'waiting' | 'armed' | 'shown';

/**
 * Fades its content in when it scrolls into view. The HTML is always visible: only content that starts
 * below the fold is hidden by the script, known from the observer's first report rather than by
 * measuring during hydration (no forced layout). framer-motion's small `animate` is fetched on demand.
 */
export function Reveal({
  children,
  className,
  delay = 0,
}: {
  children: ReactNode;
  className?: string;
  delay?: number;
}) {
  const reducedMotion = useReducedMotion();
  const [stage, setStage] = useState<Stage>('waiting');
  const { ref, inView, entry } = useInView({ threshold: 0.1 });

  useEffect(() => {
    if (stage !== 'waiting' || !entry) return;
    const fold = entry.rootBounds?.height ?? window.innerHeight;
    setStage(!reducedMotion && entry.boundingClientRect.top > fold ? 'armed' : 'shown');
  }, [stage, entry, reducedMotion]);

  useEffect(() => {
    if (stage === 'armed' && reducedMotion) setStage('shown');
  }, [stage, reducedMotion]);

  useEffect(() => {
    const node = entry?.target;
    if (stage !== 'armed' || !inView || !(node instanceof HTMLElement)) return;
    let cancelled = false;
    import('framer-motion/dom/mini')
      .then(({ animate }) => {
        // The animation fills both ways, so the hiding class can go as soon as it starts.
        if (!cancelled)
          animate(
            node,
            { opacity: [0, 1], transform: ['translateY(24px)', 'translateY(0)'] },
            { duration: 0.6, delay, ease: 'easeOut' },
          );
      })
      // Shown whatever happens, even if the animation code cannot be fetched.
      .finally(() => !cancelled && setStage('shown'));
    return () => {
      cancelled = true;
    };
  }, [stage, inView, entry, delay]);

  return (
    <div ref={stage === 'shown' ? undefined : ref} className={cn(className, stage === 'armed' && 'opacity-0')}>
      {children}
    </div>
  );
}
