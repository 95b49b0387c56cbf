'use client';

import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// One list for the page, read by every reveal and counter on every render (made again if tests replace matchMedia).
let list: MediaQueryList | undefined;
let madeBy: typeof window.matchMedia | undefined;
function mediaList(): MediaQueryList {
  if (!list || madeBy !== window.matchMedia) {
    madeBy = window.matchMedia;
    list = window.matchMedia(query);
  }
  return list;
}

function subscribe(onChange: () => void) {
  mediaList().addEventListener('change', onChange);
  return () => mediaList().removeEventListener('change', onChange);
}

export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaList().matches,
    () => false,
  );
}
