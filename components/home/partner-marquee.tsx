'use client';

import { useState, type ReactNode } from 'react';
import { Pause, Play } from 'lucide';
import { Svg } from '@/components/ui/svg';

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
        <button
          type="button"
          onClick={() => setPaused((value) => !value)}
          className="inline-flex min-h-9 items-center gap-2 rounded-pill px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-900/15 hover:bg-brand-50"
        >
          {paused ? <Svg node={Play} className="size-4" /> : <Svg node={Pause} className="size-4" />}
          {paused ? 'Play partners' : 'Pause partners'}
        </button>
      </div>
      {children}
    </div>
  );
}
