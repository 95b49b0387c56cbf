'use client';

import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import { useInView } from 'react-intersection-observer';
import { PdfFrame, PdfMessage } from './pdf-frame';

// react-pdf and pdf.js load in their own chunk, in the browser only, when the viewer is needed.
export const PdfDocumentViewer = dynamic(() => import('./pdf-document-viewer').then((mod) => mod.PdfDocumentViewer), {
  ssr: false,
  loading: () => (
    <PdfMessage role="status">
      <p>Loading PDF...</p>
    </PdfMessage>
  ),
});

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
