'use client';

import { Fragment, type ReactNode } from 'react';
import { isOver } from '@/lib/today';
import { useToday } from './use-today';

interface UntilOverProps {
  /** The event's last day, "YYYY-MM-DD"; null when its dates are not fixed (it is never over). */
  lastDay: string | null;
  /** Shown in the HTML and until the last day has passed. */
  children: ReactNode;
  /** Shown instead once the last day has passed in the visitor's calendar. */
  over: ReactNode;
}

/**
 * Swaps an event's upcoming content for its past content in the browser, once the event is over.
 * The two are keyed apart, so the swap replaces the content instead of reusing its elements for
 * something else: a new element is not a layout shift, a reused one that moves is.
 */
export function UntilOver({ lastDay, children, over }: UntilOverProps) {
  const today = useToday();
  return today !== null && isOver(lastDay, today) ? (
    <Fragment key="over">{over}</Fragment>
  ) : (
    <Fragment key="upcoming">{children}</Fragment>
  );
}
