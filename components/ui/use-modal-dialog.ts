import { useCallback, useEffect, useRef, type MouseEvent } from 'react';

/**
 * Drives a native modal <dialog> from an `open` flag: showModal() keeps focus inside, Escape and a click
 * on the backdrop close it, and the browser returns focus. Every way of closing ends in the dialog's close
 * event, which calls `onClose`, so the owner's state follows whatever closed it.
 */
export function useModalDialog({ open, onClose, onOpen }: { open: boolean; onClose: () => void; onOpen?: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const onOpenRef = useRef(onOpen);

  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      onOpenRef.current?.();
    }
    if (!open && element.open) element.close();
  }, [open]);

  const close = useCallback(() => ref.current?.close(), []);

  const dialogProps = {
    ref,
    onClose,
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) close();
    },
  };

  return { close, dialogProps };
}
