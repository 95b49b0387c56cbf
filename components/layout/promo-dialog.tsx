'use client';

import { useEffect, useState, type ReactNode } from 'react';
import { CloseButton } from '@/components/ui/close-button';
import { useModalDialog } from '@/components/ui/use-modal-dialog';
import { isOver, isoDay } from '@/lib/today';

interface PromoDialogProps {
  title: string;
  delayMs: number;
  storageKey: string;
  /** The event's last day, "YYYY-MM-DD": once it has passed in the visitor's calendar the dialog never opens. */
  lastDay: string;
  /** The poster and call to action; rendered only once the dialog opens, so nothing loads before. */
  children: ReactNode;
}

function wasClosed(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/**
 * The conference promotion: a modal dialog that opens `delayMs` after the first page load and,
 * once closed (button, overlay or Escape), stays closed for the rest of the visit. After the event
 * it promotes has ended it does not open at all.
 */
export function PromoDialog({ title, delayMs, storageKey, lastDay, children }: PromoDialogProps) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (wasClosed(storageKey) || isOver(lastDay, isoDay(new Date()))) return;
    const timer = setTimeout(() => setOpen(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs, storageKey, lastDay]);

  // Every way of closing (button, overlay, Escape) ends in the dialog's close event. Escape may
  // close a dialog that opened without user activation without firing cancel, so listen to close.
  function onClosed() {
    try {
      window.sessionStorage.setItem(storageKey, '1');
    } catch {
      // Storage can be unavailable (private mode); the dialog still closes for this page.
    }
    setOpen(false);
  }

  const { close, dialogProps } = useModalDialog({ open, onClose: onClosed });

  if (!open) return null;

  return (
    <dialog
      {...dialogProps}
      aria-labelledby="promo-title"
      className="m-auto max-h-[92dvh] w-[min(24rem,92vw)] overflow-y-auto rounded-card bg-white p-0 shadow-lift backdrop:bg-brand-950/70"
    >
      <div className="relative p-4">
        {/* Over the poster's top right corner, which the poster keeps clear of its words (posterCorner
            in scripts/images/artwork.ts): no empty band above it. Dark and ringed, it reads on the
            poster and on the plain text a visitor saving data gets instead. */}
        <CloseButton
          label="Close"
          onClick={close}
          className="absolute top-5 right-5 z-10 bg-brand-950/55 text-white ring-1 ring-white/40 hover:bg-brand-950/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        />
        {/* The poster shows the title; as text it names the dialog for assistive technology only,
            so nothing in the dialog but its poster and call to action paints (see PromoDialogPoster). */}
        <h2 id="promo-title" className="sr-only">
          {title}
        </h2>
        {children}
      </div>
    </dialog>
  );
}
