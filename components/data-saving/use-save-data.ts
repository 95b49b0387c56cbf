'use client';

import { useSyncExternalStore } from 'react';
import { savesData } from '@/lib/offline';

type Connection = { saveData?: boolean } & Partial<Pick<EventTarget, 'addEventListener' | 'removeEventListener'>>;

const browser = () => navigator as Navigator & { connection?: Connection };

function subscribe(onChange: () => void) {
  const { connection } = browser();
  connection?.addEventListener?.('change', onChange);
  return () => connection?.removeEventListener?.('change', onChange);
}

/** True when the visitor asks the browser to save data; false on the server and in the HTML. */
export function useSaveData(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => savesData(browser()),
    () => false,
  );
}
