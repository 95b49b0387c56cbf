'use client';

import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

// One list for the page: every reveal and counter reads it on every render, and making one per read
// is not free. (Made again only if `matchMedia` itself is replaced, as tests do.)
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

/** True when the visitor asks for reduced motion; false on the server. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => mediaList().matches,
    () => false,
  );
}
