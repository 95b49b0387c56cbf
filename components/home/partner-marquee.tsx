'use client';

import { useState, type ReactNode } from 'react';
import { Pause, Play } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { chipClasses } from '@/components/ui/chip-classes';

export interface MarqueeLabels {
  pause: string;
  play: string;
}

/**
 * Wraps the partner rows, which CSS scrolls: this button pauses them for good (WCAG 2.2.2). Where they
 * stand still (the `still` variant) the button, which would do nothing, is not shown.
 */
export function PartnerMarquee({ children, labels }: { children: ReactNode; labels: MarqueeLabels }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className="marquee" data-paused={paused}>
      <div className="mb-6 flex still:hidden">
        <button type="button" onClick={() => setPaused((value) => !value)} className={chipClasses()}>
          <Svg node={paused ? Play : Pause} className="size-4" />
          {paused ? labels.play : labels.pause}
        </button>
      </div>
      {children}
    </div>
  );
}
