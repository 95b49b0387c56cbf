'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Search } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { useEnhanced } from '@/components/ui/use-enhanced';

// The dialog's code is a separate chunk, fetched the first time the visitor opens the search.
const SearchDialog = lazy(() => import('./search-dialog').then((module) => ({ default: module.SearchDialog })));

/** The header's search button: only once JavaScript runs, its box reserved so nothing moves then. */
export function SearchButton({ label }: { label: string }) {
  const enhanced = useEnhanced();
  // Null until first opened; then the dialog stays mounted, keeping the last query and results for the next time.
  const [open, setOpen] = useState<boolean | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    // Ctrl+K (Cmd+K on a Mac), the shortcut most sites use for search.
    function onKeyDown(event: KeyboardEvent) {
      const shortcut =
        (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k';
      if (!shortcut) return;
      event.preventDefault();
      setOpen(true);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  function close() {
    setOpen(false);
    button.current?.focus();
  }

  return (
    <div className="flex size-11 shrink-0 items-center justify-center">
      {enhanced ? (
        <button
          ref={button}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={open ?? false}
          aria-keyshortcuts="Control+K Meta+K"
          onClick={() => setOpen(true)}
          className="inline-flex size-11 items-center justify-center rounded-full text-brand-900 ring-1 ring-brand-900/15 hover:bg-brand-50"
        >
          <Svg node={Search} className="size-5" />
          <span className="sr-only">{label}</span>
        </button>
      ) : null}
      {open !== null ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}
