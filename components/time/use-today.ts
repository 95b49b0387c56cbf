'use client';

import { useSyncExternalStore } from 'react';
import { buildDay } from '@/lib/build-date';
import { isoDay } from '@/lib/today';

const subscribe = () => () => {};
const clientToday = () => isoDay(new Date());

/** Today: the build day while the page is pre-rendered and hydrated, then the visitor's own calendar. */
export function useToday(): string {
  return useSyncExternalStore(subscribe, clientToday, buildDay);
}
