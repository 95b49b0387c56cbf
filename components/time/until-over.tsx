'use client';

import { Fragment, type ReactNode } from 'react';
import { isOver } from '@/lib/today';
import { useToday } from './use-today';

interface UntilOverProps {
  /** The event's last day, "YYYY-MM-DD"; null when its dates are not fixed (it is never over). */
  lastDay: string | null;
  /** Shown until the last day has passed. */
  children: ReactNode;
  /** Shown instead once the last day has passed. */
  over: ReactNode;
}

/**
 * An event's upcoming content, or its past content once it is over: in the HTML as of the build day,
 * then by the visitor's calendar, in either direction.
 * The two are keyed apart, so the swap replaces the content instead of reusing its elements for
 * something else: a new element is not a layout shift, a reused one that moves is.
 */
export function UntilOver({ lastDay, children, over }: UntilOverProps) {
  const today = useToday();
  return isOver(lastDay, today) ? (
    <Fragment key="over">{over}</Fragment>
  ) : (
    <Fragment key="upcoming">{children}</Fragment>
  );
}
