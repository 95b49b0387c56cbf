'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BookOpen } from 'lucide';
import { clsx } from 'clsx';
import { buttonClasses } from '@/components/ui/button';
import { paperSheet } from '@/components/ui/paper-page';
import { Svg } from '@/components/ui/svg';
import { PdfFrame } from './pdf-frame';
import { PdfDocumentViewer } from './pdf-viewer';

/** Fetches the viewer's code ahead of the click; the browser keeps it for when it is rendered. */
function preloadViewer() {
  void import('./pdf-document-viewer');
}

/**
 * A document's first page as a cover, and the viewer in its place when the visitor asks to read it.
 * The cover's action is a link to the PDF, so it opens the file without JavaScript; with JavaScript
 * it loads the viewer right here, its code fetched as the pointer or focus reaches the link.
 */
export function PdfReader({
  file,
  title,
  label,
  cover,
}: {
  file: string;
  title: string;
  /** The cover's action, e.g. "Read the statement". */
  label: string;
  /** The cover's content: what the first page says. */
  cover: ReactNode;
}) {
  const [reading, setReading] = useState(false);
  const viewer = useRef<HTMLDivElement>(null);
  // The link the visitor pressed is gone: focus moves to the viewer that took its place.
  // It is scrolled to its top, below the pinned header (scroll-mt), so its page bar shows.
  useEffect(() => {
    if (!reading) return;
    viewer.current?.focus({ preventScroll: true });
    viewer.current?.scrollIntoView?.({ block: 'start' });
  }, [reading]);
  if (reading) {
    return (
      <div ref={viewer} tabIndex={-1} className="scroll-mt-20 outline-none lg:scroll-mt-24">
        <PdfFrame>
          <PdfDocumentViewer file={file} title={title} />
        </PdfFrame>
      </div>
    );
  }
  return (
    <div className="flex justify-center rounded-card bg-gray-100 p-3 ring-1 ring-brand-900/10 sm:p-8">
      <div className={clsx(paperSheet, 'flex w-full max-w-xl flex-col p-5 sm:p-10')}>
        {cover}
        <p className="mt-auto flex justify-center pt-8" data-pagefind-ignore>
          <a
            href={file}
            className={buttonClasses('outline', 'lg', 'w-full sm:w-auto')}
            // A visitor about to read: the viewer's code starts loading as the pointer or focus arrives.
            onPointerEnter={preloadViewer}
            onFocus={preloadViewer}
            onClick={(event) => {
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              setReading(true);
            }}
          >
            <Svg node={BookOpen} className="size-5" />
            {label}
          </a>
        </p>
      </div>
    </div>
  );
}
