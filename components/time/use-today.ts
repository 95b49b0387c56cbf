'use client';

import { useSyncExternalStore } from 'react';
import { buildDay } from '@/lib/build-date';
import { isoDay } from '@/lib/today';

const subscribe = () => () => {};
const clientToday = () => isoDay(new Date());

/**
 * Today's date: the build day while the page is pre-rendered and hydrated, so the HTML is true on the
 * day it was built and hydration matches it; then the visitor's own calendar, in either direction
 * (a visitor whose clock is earlier than the build sees what was still to come).
 */
export function useToday(): string {
  return useSyncExternalStore(subscribe, clientToday, buildDay);
}
