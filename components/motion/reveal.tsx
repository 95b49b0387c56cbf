'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { clsx } from 'clsx';
import { useReducedMotion } from './use-reduced-motion';

/**
 * Fades its content in when it scrolls into view (threshold 0.1). The HTML is always visible: only
 * content that starts below the fold is hidden, by the script, until it is revealed. The animation
 * runs on framer-motion's small WAAPI `animate`, fetched only when a reveal is about to play, so it
 * costs nothing on first load.
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
  const [armed, setArmed] = useState(false);
  const element = useRef<HTMLDivElement | null>(null);
  const { ref, inView } = useInView({ threshold: 0.1, triggerOnce: true });

  useEffect(() => {
    const box = element.current?.getBoundingClientRect();
    if (!reducedMotion && box && box.top > window.innerHeight) setArmed(true);
    if (reducedMotion) setArmed(false);
  }, [reducedMotion]);

  useEffect(() => {
    const node = element.current;
    if (!armed || !inView || !node) return;
    let cancelled = false;
    import('framer-motion/dom/mini')
      .then(({ animate }) => {
        // The animation fills both ways (hidden during its delay, shown at its end), so the
        // hiding class can go as soon as it starts.
        if (!cancelled)
          animate(
            node,
            { opacity: [0, 1], transform: ['translateY(24px)', 'translateY(0)'] },
            { duration: 0.6, delay, ease: 'easeOut' },
          );
      })
      // Shown whatever happens, even if the animation code cannot be fetched.
      .finally(() => !cancelled && setArmed(false));
    return () => {
      cancelled = true;
    };
  }, [armed, inView, delay]);

  return (
    <div
      ref={(node) => {
        element.current = node;
        ref(node);
      }}
      className={clsx(className, armed && 'opacity-0')}
    >
      {children}
    </div>
  );
}
