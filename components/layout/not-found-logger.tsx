'use client';

import { useEffect } from 'react';

/** Logs the unknown path to the console, so a broken link someone followed shows up in the browser's log. */
export function NotFoundLogger() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
