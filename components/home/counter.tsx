'use client';

import { useEffect, useRef, useState } from 'react';
import { useInView } from 'react-intersection-observer';
import { formatNumber } from '@/lib/format';
import { useReducedMotion } from '@/components/motion/use-reduced-motion';

/** A figure that counts up the first time it is scrolled into view; the HTML holds the final figure. */
export function Counter({ value, suffix, duration }: { value: number; suffix: string; duration: number }) {
  const [shown, setShown] = useState(value);
  const started = useRef(false);
  const reducedMotion = useReducedMotion();
  const { ref, inView } = useInView({ threshold: 0.1, triggerOnce: true });

  useEffect(() => {
    if (!inView || started.current || reducedMotion) return;
    started.current = true;
    const start = performance.now();
    let frame = 0;
    const tick = (now: number) => {
      const progress = Math.min((now - start) / (duration * 1000), 1);
      const eased = 1 - Math.pow(1 - progress, 3);
      setShown(Math.round(value * eased));
      if (progress < 1) frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [inView, reducedMotion, value, duration]);

  return (
    <span ref={ref} className="tabular-nums">
      {/* Screen readers get the final figure only, not every frame. */}
      <span aria-hidden="true">
        {formatNumber(shown)}
        {suffix}
      </span>
      <span className="sr-only">
        {formatNumber(value)}
        {suffix}
      </span>
    </span>
  );
}
