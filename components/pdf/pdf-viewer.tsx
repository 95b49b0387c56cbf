'use client';

import dynamic from 'next/dynamic';
import { FileText } from 'lucide';
import { useInView } from 'react-intersection-observer';
import { Svg } from '@/components/ui/svg';
import { PdfFrame, PdfMessage } from './pdf-frame';
import { textLinkClasses } from '@/components/ui/text-link';

// react-pdf and pdf.js load in their own chunk, in the browser only, when the viewer is near.
export const PdfDocumentViewer = dynamic(() => import('./pdf-document-viewer').then((mod) => mod.PdfDocumentViewer), {
  ssr: false,
  loading: () => (
    <PdfMessage role="status">
      <p>Loading PDF...</p>
    </PdfMessage>
  ),
});

export interface PdfViewerProps {
  /** Path of the PDF, e.g. /documents/charter.pdf */
  file: string;
  title: string;
  /** Shown with the plain download link, e.g. "12.4 KB". */
  fileSize?: string;
}

/**
 * An embedded PDF viewer. Until it scrolls near the viewport (and always without JavaScript) it
 * shows a plain download link; then it loads the viewer code and the document.
 */
export function PdfViewer({ file, title, fileSize }: PdfViewerProps) {
  const { ref, inView } = useInView({ rootMargin: '400px 0px', triggerOnce: true });
  return (
    <div ref={ref}>
      <PdfFrame>
        {inView ? (
          <PdfDocumentViewer file={file} title={title} />
        ) : (
          <PdfMessage>
            <Svg node={FileText} className="size-12 text-brand-700" />
            <p className="text-lg font-semibold text-ink">{title}</p>
            <a href={file} className={textLinkClasses()}>
              Download the {title} (PDF{fileSize ? `, ${fileSize}` : ''})
            </a>
          </PdfMessage>
        )}
      </PdfFrame>
    </div>
  );
}
