'use client';

import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';
import { isOver, isoDay } from '@/lib/today';
import type { PromoContent } from './promo-dialog-body';

interface PromoDialogProps extends PromoContent {
  delayMs: number;
  storageKey: string;
  /** "YYYY-MM-DD": once it has passed in the visitor's calendar the dialog never opens. */
  lastDay: string;
}

// The dialog itself is a script of its own, fetched when it opens: every page carries only this timer.
// Were the fetch to fail (offline), the dialog stays closed.
const PromoDialogBody = lazy<ComponentType<PromoContent & { onClosed: () => void }>>(() =>
  import('./promo-dialog-body').catch(() => ({ default: () => null })),
);

function wasClosed(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** The conference promotion: opens `delayMs` after load, and once closed stays closed for the visit. */
export function PromoDialog({ delayMs, storageKey, lastDay, ...content }: PromoDialogProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (wasClosed(storageKey) || isOver(lastDay, isoDay(new Date()))) return;
    // Offline, it stays closed: its script would not arrive, and the conference site would not open.
    const timer = setTimeout(() => navigator.onLine && setOpen(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, storageKey, lastDay]);

  function onClosed() {
    try {
      window.sessionStorage.setItem(storageKey, '1');
    } catch {
      // Storage can be unavailable (private mode); the dialog still closes for this page.
    }
    setOpen(false);
  }

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <PromoDialogBody {...content} onClosed={onClosed} />
    </Suspense>
  );
}
