'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { reader } from '@/content/charter';
import { PdfFrame, PdfMessage } from './pdf-frame';

type ViewerProps = { file: string; title: string };

// react-pdf and pdf.js load in their own chunk, in the browser only (nothing renders this on the
// server: a place scrolled near, or a reader opened), when the viewer is needed. Were the fetch to
// fail (offline), the frame offers the file itself.
const LazyViewer = lazy(() =>
  import('./pdf-document-viewer').then(
    (mod) => ({ default: mod.PdfDocumentViewer }),
    () => ({
      default: ({ file }: ViewerProps) => (
        <PdfMessage role="alert">
          <a href={file} download className="font-semibold text-brand-800 underline underline-offset-4">
            {reader.download}
          </a>
        </PdfMessage>
      ),
    }),
  ),
);

export function PdfDocumentViewer(props: ViewerProps) {
  return (
    <Suspense
      fallback={
        <PdfMessage role="status">
          <p>Loading PDF...</p>
        </PdfMessage>
      }
    >
      <LazyViewer {...props} />
    </Suspense>
  );
}

/**
 * Shows `children` (the server-drawn stand-in) until the place scrolls near the viewport, then the
 * viewer. The stand-in stays server markup: none of its code reaches the browser.
 */
export function PdfViewerWhenNear({ file, title, children }: { file: string; title: string; children: ReactNode }) {
  const { ref, inView } = useInView({ rootMargin: '400px 0px', triggerOnce: true });
  return (
    <div ref={ref}>
      <PdfFrame>{inView ? <PdfDocumentViewer file={file} title={title} /> : children}</PdfFrame>
    </div>
  );
}
