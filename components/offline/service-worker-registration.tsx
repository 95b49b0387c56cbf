'use client';

import { useEffect, useRef } from 'react';
import { useCurrentPath } from '@/components/ui/use-current-path';
import { serviceWorkerUrl, shouldRegister, type SavePageMessage } from '@/lib/offline';
import { whenIdle } from './when-idle';

/**
 * Registers the offline worker (out/sw.js) once the page is idle, except for a visitor who asks
 * the browser to save data. Then it asks the worker to save the page being read when the worker
 * did not serve it: the first page of a visit and pages reached by a client navigation.
 */
export function ServiceWorkerRegistration() {
  const pathname = useCurrentPath();
  const firstPage = useRef(true);

  useEffect(() => {
    if (!shouldRegister(navigator)) return;
    return whenIdle(() => {
      // A failed registration leaves the site as it is without a worker: nothing to tell the visitor.
      navigator.serviceWorker.register(serviceWorkerUrl).catch(() => undefined);
    });
  }, []);

  useEffect(() => {
    if (!shouldRegister(navigator)) return;
    const servedByWorker = firstPage.current && navigator.serviceWorker.controller !== null;
    firstPage.current = false;
    if (servedByWorker) return;
    let cancelled = false;
    const cancel = whenIdle(() => {
      void navigator.serviceWorker.ready.then((registration) => {
        const message: SavePageMessage = { type: 'SAVE_PAGE', path: pathname };
        if (!cancelled) registration.active?.postMessage(message);
      });
    });
    return () => {
      cancelled = true;
      cancel();
    };
  }, [pathname]);

  return null;
}
