'use client';

import { useEffect, useRef } from 'react';
import { useCurrentPath } from '@/components/ui/use-current-path';
import { serviceWorkerUrl, shouldRegister, type SavePageMessage } from '@/lib/offline';
import { whenIdle } from './when-idle';

/**
 * Registers the offline worker once the page is idle (not for a visitor saving data), then asks it to
 * save the page being read when it did not serve it.
 */
export function ServiceWorkerRegistration() {
  const pathname = useCurrentPath();
  const firstPage = useRef(true);

  useEffect(() => {
    if (!shouldRegister(navigator)) return;
    return whenIdle(() => {
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
