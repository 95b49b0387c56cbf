'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { LazyMotion, m } from 'framer-motion';
import { useInView } from 'react-intersection-observer';
import { useReducedMotion } from './use-reduced-motion';

// The animation features load in their own chunk after the page is interactive.
const loadFeatures = () => import('./motion-features').then((mod) => mod.default);

function variants(delay: number) {
  return {
    hidden: { opacity: 0, y: 24, transition: { duration: 0 } },
    visible: { opacity: 1, y: 0, transition: { duration: 0.6, ease: 'easeOut' as const, delay } },
  };
}

/**
 * Fades its content in when it scrolls into view (threshold 0.1). The HTML is always visible:
 * only content that starts below the fold is hidden, by the script, just before it is revealed.
 */
export function Reveal({ children, className, delay = 0 }: { children: ReactNode; className?: string; delay?: number }) {
  const reducedMotion = useReducedMotion();
  const [armed, setArmed] = useState(false);
  const element = useRef<HTMLDivElement | null>(null);
  const { ref, inView } = useInView({ threshold: 0.1, triggerOnce: true });

  useEffect(() => {
    const box = element.current?.getBoundingClientRect();
    if (!reducedMotion && box && box.top > window.innerHeight) setArmed(true);
  }, [reducedMotion]);

  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        ref={(node: HTMLDivElement | null) => {
          element.current = node;
          ref(node);
        }}
        className={className}
        initial={false}
        // Reduced motion is known only after hydration, when the effect may have armed already.
        animate={armed && !inView && !reducedMotion ? 'hidden' : 'visible'}
        variants={variants(delay)}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
