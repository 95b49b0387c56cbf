'use client';

import { useSyncExternalStore } from 'react';
import { savesData } from '@/lib/offline';

type ConnectionWithEvents = { saveData?: boolean } & Partial<
  Pick<EventTarget, 'addEventListener' | 'removeEventListener'>
>;

const connection = () => (navigator as Navigator & { connection?: ConnectionWithEvents }).connection;

function subscribe(onChange: () => void) {
  const current = connection();
  current?.addEventListener?.('change', onChange);
  return () => current?.removeEventListener?.('change', onChange);
}

/** True when the visitor asks the browser to save data; false on the server and in the HTML. */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => savesData(navigator as Navigator & { connection?: ConnectionWithEvents }),
    () => false,
  );
}
