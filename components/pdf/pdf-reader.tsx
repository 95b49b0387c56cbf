'use client';

import { createContext, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { PdfFrame } from './pdf-frame';
import { PdfDocumentViewer } from './pdf-lazy';

/** Fetches the viewer's code ahead of the click; the browser keeps it for when it is rendered. */
function preloadViewer() {
  void import('./pdf-document-viewer');
}

interface Reader {
  file: string;
  title: string;
  /** How many times the visitor has asked to read: 0 until the first time. */
  opened: number;
  open: () => void;
}

const ReaderContext = createContext<Reader | null>(null);

function useReader(): Reader {
  const reader = useContext(ReaderContext);
  if (!reader) throw new Error('PdfReaderLink and PdfReaderViewer go inside a PdfReader');
  return reader;
}

/**
 * A document read on its own page: the links that ask to read it (`PdfReaderLink`) and the place
 * the viewer opens (`PdfReaderViewer`) may stand apart in the page, so this holds what they share.
 * Its children stay server-rendered.
 */
export function PdfReader({ file, title, children }: { file: string; title: string; children: ReactNode }) {
  const [opened, setOpened] = useState(0);
  return (
    <ReaderContext.Provider value={{ file, title, opened, open: () => setOpened((count) => count + 1) }}>
      {children}
    </ReaderContext.Provider>
  );
}

/**
 * A link to the PDF, so it opens the file without JavaScript; with JavaScript it opens the viewer
 * on the page instead, its code fetched as the pointer or focus reaches the link. A modified click
 * (a new tab) is left to the browser.
 */
export function PdfReaderLink({ className, children }: { className?: string; children: ReactNode }) {
  const { file, open } = useReader();
  return (
    <a
      href={file}
      className={className}
      data-pagefind-ignore
      onPointerEnter={preloadViewer}
      onFocus={preloadViewer}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
        event.preventDefault();
        open();
      }}
    >
      {children}
    </a>
  );
}

/** Where the viewer opens: nothing until the visitor asks to read. */
export function PdfReaderViewer({ className }: { className?: string }) {
  const { file, title, opened } = useReader();
  const viewer = useRef<HTMLDivElement>(null);
  // Focus moves to the viewer the visitor asked for (again, if they ask again), scrolled to its
  // top below the pinned header (scroll-mt), so its page bar shows.
  useEffect(() => {
    if (!opened) return;
    viewer.current?.focus({ preventScroll: true });
    viewer.current?.scrollIntoView?.({ block: 'start' });
  }, [opened]);
  if (!opened) return null;
  return (
    <div ref={viewer} tabIndex={-1} className={cn('scroll-mt-20 outline-none lg:scroll-mt-24', className)}>
      <PdfFrame>
        <PdfDocumentViewer file={file} title={title} />
      </PdfFrame>
    </div>
  );
}
