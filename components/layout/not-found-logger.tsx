'use client';

import { useEffect } from 'react';

/** Logs the unknown path, as the spec asks (SPEC 2, 404). */
export function NotFoundLogger() {
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', window.location.pathname);
  }, []);
  return null;
}
