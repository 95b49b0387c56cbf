'use client';

import { useState, type ReactNode } from 'react';
import { Pause, Play } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { chipClasses } from '@/components/ui/chip-classes';

/**
 * Wraps the partner rows: CSS scrolls them, hover and focus pause them, and this button pauses them
 * for good (WCAG 2.2.2). Reduced motion stops them in CSS, and then the button, which would do
 * nothing, is not shown.
 */
export function PartnerMarquee({ children }: { children: ReactNode }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className="marquee" data-paused={paused}>
      <div className="mb-6 flex justify-center motion-reduce:hidden">
        <button type="button" onClick={() => setPaused((value) => !value)} className={chipClasses()}>
          {paused ? <Svg node={Play} className="size-4" /> : <Svg node={Pause} className="size-4" />}
          {paused ? 'Play partners' : 'Pause partners'}
        </button>
      </div>
      {children}
    </div>
  );
}
