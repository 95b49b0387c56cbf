'use client';

import { useState, type ReactNode } from 'react';
import { Pause, Play } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { chipClasses } from '@/components/ui/chip-classes';

/**
 * Wraps the partner rows: CSS scrolls them, hover and focus pause them, and this button pauses them
 * for good (WCAG 2.2.2). Where they stand still (a phone, reduced motion: the `still` variant) the
 * button, which would do nothing, is not shown.
 */
export interface MarqueeLabels {
  pause: string;
  play: string;
}

export function PartnerMarquee({ children, labels }: { children: ReactNode; labels: MarqueeLabels }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className="marquee" data-paused={paused}>
      <div className="mb-6 flex justify-center still:hidden">
        <button type="button" onClick={() => setPaused((value) => !value)} className={chipClasses()}>
          {paused ? <Svg node={Play} className="size-4" /> : <Svg node={Pause} className="size-4" />}
          {paused ? labels.play : labels.pause}
        </button>
      </div>
      {children}
    </div>
  );
}
