import { FileText } from 'lucide';
import { Svg } from '@/components/ui/svg';
import { PdfViewerWhenNear } from './pdf-lazy';
import { textLinkClasses } from '@/components/ui/text-link';
import { PaperHeading, PaperLines, paperSheet } from '@/components/ui/paper-page';
import { site } from '@/content/site';

export interface PdfViewerProps {
  /** Path of the PDF, e.g. /documents/charter.pdf */
  file: string;
  title: string;
  /** Shown with the plain download link, e.g. "12.4 KB". */
  fileSize?: string;
}

/**
 * An embedded PDF viewer. Until it scrolls near the viewport (and always without JavaScript) it
 * shows the document's first page drawn, with a download link; then it loads the viewer code and the document.
 */
export function PdfViewer({ file, title, fileSize }: PdfViewerProps) {
  return (
    <PdfViewerWhenNear file={file} title={title}>
      {/* The document's first page drawn (its letterhead, title and lines of text) with its download:
          what a visitor without JavaScript sees, and everyone until the viewer is near. */}
      <div className="flex h-full flex-col items-center justify-center gap-6 bg-brand-50/60 p-6 text-center">
        <div aria-hidden="true" className={`${paperSheet} w-full max-w-sm px-6 pt-6 pb-8 text-left`}>
          <PaperHeading letterhead={site.name} kicker="PDF" title={title} />
          <PaperLines count={12} className="mt-5 space-y-2 *:h-1.5" />
        </div>
        <a href={file} className={textLinkClasses(undefined, 'inline-flex min-h-11 items-center gap-2')}>
          <Svg node={FileText} className="size-5 shrink-0" />
          Download the {title} (PDF{fileSize ? `, ${fileSize}` : ''})
        </a>
      </div>
    </PdfViewerWhenNear>
  );
}
