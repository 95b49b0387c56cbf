'use client';

import { Fragment, type ReactNode } from 'react';
import { isOver } from '@/lib/today';
import { useToday } from './use-today';

interface UntilOverProps {
  /** The event's last day, "YYYY-MM-DD"; null when its dates are not fixed (it is never over). */
  lastDay: string | null;
  children: ReactNode;
  /** Shown instead of `children` once the last day has passed. */
  over: ReactNode;
}

/**
 * An event's upcoming content, or its past content once it is over, as of the build day, then of the visitor's
 * calendar. Keyed apart: a new element is not a layout shift, a reused one that moves is.
 */
export function UntilOver({ lastDay, children, over }: UntilOverProps) {
  const ended = isOver(lastDay, useToday());
  return <Fragment key={ended ? 'over' : 'upcoming'}>{ended ? over : children}</Fragment>;
}
