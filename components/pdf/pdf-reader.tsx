'use client';

import { createContext, lazy, Suspense, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { reader as words } from '@/content/charter';
import { PdfLoading, PdfMessage } from './pdf-frame';

/**
 * react-pdf and pdf.js load in their own chunk, in the browser only: fetched ahead of the click, the
 * browser keeps it for when the viewer is rendered.
 */
const loadViewer = () => import('./pdf-document-viewer');

// Were the fetch to fail (offline), the frame offers the file itself.
const LazyViewer = lazy(() =>
  loadViewer().then(
    (mod) => ({ default: mod.PdfDocumentViewer }),
    () => ({
      default: ({ file }: { file: string; title: string }) => (
        <PdfMessage role="alert">
          <a href={file} download className="font-semibold text-brand-800 underline underline-offset-4">
            {words.download}
          </a>
        </PdfMessage>
      ),
    }),
  ),
);

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

/** Holds what the links to read a document and the place its viewer opens share; its children stay server-rendered. */
export function PdfReader({ file, title, children }: { file: string; title: string; children: ReactNode }) {
  const [opened, setOpened] = useState(0);
  return (
    <ReaderContext.Provider value={{ file, title, opened, open: () => setOpened((count) => count + 1) }}>
      {children}
    </ReaderContext.Provider>
  );
}

/**
 * A link to the PDF; with JavaScript it opens the viewer on the page instead, its code fetched as the
 * pointer or focus reaches the link. A modified click (a new tab) is left to the browser.
 */
export function PdfReaderLink({ className, children }: { className?: string; children: ReactNode }) {
  const { file, open } = useReader();
  return (
    <a
      href={file}
      className={className}
      data-pagefind-ignore
      onPointerEnter={loadViewer}
      onFocus={loadViewer}
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
  // Focus moves to the viewer each time it is asked for, its top below the pinned header (scroll-mt).
  useEffect(() => {
    if (!opened) return;
    viewer.current?.focus({ preventScroll: true });
    viewer.current?.scrollIntoView?.({ block: 'start' });
  }, [opened]);
  if (!opened) return null;
  return (
    <div ref={viewer} tabIndex={-1} className={cn('scroll-mt-20 outline-none lg:scroll-mt-24', className)}>
      {/* One height in every state, so loading the viewer never shifts the page. */}
      <div className="flex h-[36rem] flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-brand-900/10 sm:h-[48rem]">
        <Suspense fallback={<PdfLoading>Loading PDF...</PdfLoading>}>
          <LazyViewer file={file} title={title} />
        </Suspense>
      </div>
    </div>
  );
}
