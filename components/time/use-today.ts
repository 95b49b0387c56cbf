'use client';

import { useSyncExternalStore } from 'react';
import { isoDay } from '@/lib/today';

const subscribe = () => () => {};
const clientToday = () => isoDay(new Date());
const serverToday = () => null;

/**
 * Today's date in the visitor's browser, or null while the page is pre-rendered and hydrated, so the
 * HTML always shows the neutral, dated state and the browser then marks what has passed.
 */
export function useToday(): string | null {
  return useSyncExternalStore(subscribe, clientToday, serverToday);
}
