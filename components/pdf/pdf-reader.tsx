'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { BookOpen } from 'lucide';
import { clsx } from 'clsx';
import { buttonClasses } from '@/components/ui/button';
import { paperSheet } from '@/components/ui/paper-page';
import { Svg } from '@/components/ui/svg';
import { PdfFrame } from './pdf-frame';
import { PdfDocumentViewer } from './pdf-viewer';

/**
 * A document's first page as a cover, and the viewer in its place when the visitor asks to read it.
 * The cover's action is a link to the PDF, so it opens the file without JavaScript; with JavaScript
 * it loads the viewer (and its code) right here, only then.
 */
export function PdfReader({
  file,
  title,
  label,
  cover,
}: {
  file: string;
  title: string;
  /** The cover's action, e.g. "Read the statement here". */
  label: string;
  /** The cover's content: what the first page says. */
  cover: ReactNode;
}) {
  const [reading, setReading] = useState(false);
  const viewer = useRef<HTMLDivElement>(null);
  // The link the visitor pressed is gone: focus moves to the viewer that took its place.
  useEffect(() => {
    if (reading) viewer.current?.focus();
  }, [reading]);
  if (reading) {
    return (
      <div ref={viewer} tabIndex={-1} className="outline-none">
        <PdfFrame>
          <PdfDocumentViewer file={file} title={title} />
        </PdfFrame>
      </div>
    );
  }
  return (
    <div className="flex justify-center rounded-card bg-gray-100 p-3 ring-1 ring-brand-900/10 sm:p-8">
      <div className={clsx(paperSheet, 'flex min-h-[28rem] w-full max-w-xl flex-col p-5 sm:min-h-[40rem] sm:p-10')}>
        {cover}
        <p className="mt-auto flex justify-center pt-8">
          <a
            href={file}
            className={buttonClasses('outline', 'lg', 'w-full sm:w-auto')}
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
