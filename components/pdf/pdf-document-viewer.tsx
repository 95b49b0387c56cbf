'use client';

import { useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { cn } from '@/lib/cn';
import { Document, Page } from 'react-pdf';
import { Toaster, toast } from 'sonner';
import {
  ChevronLeft,
  ChevronRight,
  Download,
  Files,
  MoveHorizontal,
  TextAlignStart,
  RefreshCw,
  RotateCw,
  ZoomIn,
  ZoomOut,
  type IconNode,
} from 'lucide';
import { Svg } from '@/components/ui/svg';
import { buttonClasses } from '@/components/ui/button';
import { fillText } from '@/lib/fill-text';
import { reader } from '@/content/charter';
import { blocksFromPdfText, type Block } from '@/lib/document-blocks';
import { downloadFileName, loadErrorMessage, retryPath, zoomBy, zoomLimits } from '@/lib/pdf-viewer';
import { DocumentText } from './document-text';
import { PdfLoading, PdfMessage } from './pdf-frame';
import './pdf-worker';

// No eval, so pdf.js runs under a strict Content-Security-Policy. A constant, so react-pdf does not reload.
const documentOptions = { isEvalSupported: false };

/** The widest a page is drawn at 100%: about an A4 page's own size on screen. */
const fitWidthMax = 820;

/** The reader's two views: the document's text reflowed as HTML, or its pages drawn. */
type ReaderView = 'text' | 'pages';

/**
 * A phone (narrower than Tailwind's `sm`) opens on the text: an A4 page fitted to its width draws 11 pt
 * text at about 6 px, and zooming it makes every line pan sideways. Wider screens open on the pages.
 */
const openingView = (): ReaderView =>
  typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639px)').matches ? 'text' : 'pages';

async function readText(pdf: PDFDocumentProxy): Promise<Block[]> {
  const pages = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const page = await pdf.getPage(number);
    const { items } = await page.getTextContent();
    pages.push({ items: items.filter((item) => 'str' in item), height: page.view[3]! - page.view[1]! });
  }
  return blocksFromPdfText(pages);
}

/** At most 2: a phone's 3x screen would draw a zoomed page on a huge canvas for little sharper text. */
const pixelRatio = () => Math.min(2, window.devicePixelRatio || 1);

function ToolButton({
  label,
  icon,
  onClick,
  disabled,
}: {
  label: string;
  icon: IconNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-800 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <Svg node={icon} className="size-5" />
    </button>
  );
}

function ViewToggle({ view, onChange }: { view: ReaderView; onChange: (view: ReaderView) => void }) {
  const options: { value: ReaderView; label: string; icon: IconNode }[] = [
    { value: 'text', label: reader.textView, icon: TextAlignStart },
    { value: 'pages', label: reader.pagesView, icon: Files },
  ];
  return (
    <div role="group" aria-label={reader.views} className="flex rounded-full bg-white p-0.5 ring-1 ring-brand-900/15">
      {options.map(({ value, label, icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          onClick={() => onChange(value)}
          className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-brand-800 transition-colors hover:bg-brand-50 aria-pressed:bg-brand-800 aria-pressed:text-white aria-pressed:hover:bg-brand-800 sm:px-3.5"
        >
          {/* The icons from 640 px: a phone keeps the toggle and the paging on one row. */}
          <Svg node={icon} className="hidden size-4 sm:block" />
          {label}
        </button>
      ))}
    </div>
  );
}

/** How long the hint stays over a zoomed page the visitor has not scrolled sideways yet. */
const panHintMs = 6000;

/** The document's text reflowed (the text view) or its pages drawn with paging, zoom and rotation. */
export function PdfDocumentViewer({ file, title }: { file: string; title: string }) {
  const [currentFile, setCurrentFile] = useState(file);
  const [source, setSource] = useState(file);
  const [attempt, setAttempt] = useState(0);
  // The loaded document, or why it failed to load; neither while it loads.
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [reason, setReason] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [view, setView] = useState<ReaderView>(openingView);
  const [blocks, setBlocks] = useState<Block[] | null>(null);
  const [zoom, setZoom] = useState<number>(zoomLimits.initial);
  const [rotation, setRotation] = useState(0);
  const [width, setWidth] = useState<number | undefined>(undefined);
  // A page zoomed wider than the viewer: whether it runs past the right edge, and whether the visitor
  // has scrolled sideways yet (until then a line says the page goes on).
  const [moreRight, setMoreRight] = useState(false);
  const [panned, setPanned] = useState(false);
  const area = useRef<HTMLDivElement>(null);

  const reload = () => {
    setSource(file);
    setPdf(null);
    setReason(null);
    setBlocks(null);
  };

  // A new file starts again on page 1; the view, zoom and rotation stay as they are.
  if (file !== currentFile) {
    setCurrentFile(file);
    reload();
    setPage(1);
  }

  // 100% fits the page to the viewer's width (up to fitWidthMax); zoom and Fit width are relative to it.
  useEffect(() => {
    const element = area.current;
    if (!element) return;
    const measure = () => {
      const style = getComputedStyle(element);
      const padding = parseFloat(style.paddingLeft) + parseFloat(style.paddingRight);
      setWidth(Math.max(200, Math.min(element.clientWidth - padding, fitWidthMax)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // Read when the text view is first shown, once per document; unreadable text leaves the pages to offer.
  useEffect(() => {
    if (view !== 'text' || !pdf || blocks !== null) return;
    let live = true;
    readText(pdf).then(
      (read) => live && setBlocks(read),
      () => live && setBlocks([]),
    );
    return () => {
      live = false;
    };
  }, [view, pdf, blocks]);

  const hinting = view === 'pages' && moreRight && !panned;
  useEffect(() => {
    if (!hinting) return;
    const timer = setTimeout(() => setPanned(true), panHintMs);
    return () => clearTimeout(timer);
  }, [hinting]);

  const measureOverflow = () => {
    const element = area.current;
    if (!element) return;
    setMoreRight(element.scrollLeft + element.clientWidth < element.scrollWidth - 1);
    if (element.scrollLeft > 0) setPanned(true);
  };

  const onLoadSuccess = (loaded: PDFDocumentProxy) => {
    setPage((current) => Math.min(current, loaded.numPages));
    setPdf(loaded);
  };

  // The retried path has its leading slash, so it is not retried again.
  const onLoadError = (error: Error) => {
    const next = retryPath(source);
    if (next) return setSource(next);
    setReason(error.message);
    toast.error('Error', { description: loadErrorMessage(error.message) });
  };

  const retry = () => {
    reload();
    setAttempt((n) => n + 1);
  };

  const changeView = (next: ReaderView) => {
    setView(next);
    area.current?.scrollTo?.({ top: 0, left: 0 });
  };

  const pages = view === 'pages';

  return (
    <>
      <Toaster richColors position="top-center" duration={4500} closeButton />
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1.5 border-b border-brand-900/10 bg-brand-50/60 px-2 py-2 sm:px-3">
        <ViewToggle view={view} onChange={changeView} />
        {pages ? (
          <>
            <div className="flex items-center">
              <ToolButton
                label={reader.previousPage}
                icon={ChevronLeft}
                onClick={() => setPage(page - 1)}
                disabled={!pdf || page <= 1}
              />
              <p className="min-w-22 text-center text-sm font-medium text-ink tabular-nums" aria-live="polite">
                {pdf ? fillText(reader.pageOf, { page, pages: pdf.numPages }) : reader.pageUnknown}
              </p>
              <ToolButton
                label={reader.nextPage}
                icon={ChevronRight}
                onClick={() => setPage(page + 1)}
                disabled={!pdf || page >= pdf.numPages}
              />
            </div>
            <div className="flex items-center">
              <ToolButton
                label={reader.zoomOut}
                icon={ZoomOut}
                onClick={() => setZoom(zoomBy(zoom, -1))}
                disabled={zoom <= zoomLimits.min}
              />
              <p className="w-12 text-center text-sm font-medium text-ink tabular-nums" aria-live="polite">
                <span className="sr-only">{reader.zoom} </span>
                {`${Math.round(zoom * 100)}%`}
              </p>
              <ToolButton
                label={reader.zoomIn}
                icon={ZoomIn}
                onClick={() => setZoom(zoomBy(zoom, 1))}
                disabled={zoom >= zoomLimits.max}
              />
              <ToolButton
                label={reader.fitWidth}
                icon={MoveHorizontal}
                onClick={() => setZoom(zoomLimits.initial)}
                disabled={zoom === zoomLimits.initial}
              />
              <ToolButton
                label={fillText(reader.rotate, { degrees: rotation })}
                icon={RotateCw}
                onClick={() => setRotation((rotation + 90) % 360)}
              />
            </div>
          </>
        ) : null}
        <a
          href={retryPath(source) ?? source}
          download={downloadFileName(title)}
          className={buttonClasses('ghost', 'sm', 'ml-auto min-h-11 min-w-11')}
        >
          <Svg node={Download} className="size-4" />
          <span className="sr-only sm:not-sr-only">{reader.download}</span>
          <span className="sr-only"> {title} (PDF)</span>
        </a>
      </div>
      <div className="relative flex min-h-0 flex-1 flex-col">
        <div
          ref={area}
          role="region"
          aria-label={fillText(reader.document, { title })}
          tabIndex={0}
          onScroll={measureOverflow}
          className={cn(
            'flex-1 overflow-auto focus-visible:outline-offset-[-3px]',
            pages ? 'bg-gray-100 p-2 sm:p-4' : 'bg-white',
          )}
        >
          {reason !== null ? (
            <PdfMessage role="alert">
              <p className="font-semibold text-red-800">{loadErrorMessage(reason)}</p>
              <button type="button" onClick={retry} className={buttonClasses('primary', 'md')}>
                <Svg node={RefreshCw} className="size-4" />
                Retry
              </button>
            </PdfMessage>
          ) : (
            <>
              {pages || !pdf ? null : <TextView blocks={blocks} onShowPages={() => changeView('pages')} />}
              <Document
                key={`${source}#${attempt}`}
                file={source}
                options={documentOptions}
                onLoadSuccess={onLoadSuccess}
                onLoadError={onLoadError}
                loading={<PdfLoading>Loading PDF...</PdfLoading>}
                error={<PdfLoading>Loading PDF...</PdfLoading>}
                // A zoomed page must scroll from its left edge: the box grows to the page (w-max) and auto
                // margins centre only a narrower page (justify-content would push its left part out of
                // the scrollbar's reach). The text view keeps the document loaded but hidden.
                className={pages || !pdf ? 'flex min-h-full w-max min-w-full items-start' : 'hidden'}
              >
                {pdf && pages ? (
                  <Page
                    pageNumber={page}
                    width={width}
                    scale={zoom}
                    rotate={rotation}
                    devicePixelRatio={pixelRatio()}
                    renderTextLayer={false}
                    renderAnnotationLayer={false}
                    className="mx-auto shadow-card"
                    onRenderSuccess={measureOverflow}
                    error="Failed to load the page."
                    loading="Loading page…"
                    noData="No page specified."
                  />
                ) : null}
              </Document>
            </>
          )}
        </div>
        {/* Nothing else tells a phone that a zoomed page's lines go on. */}
        {pages && moreRight ? (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 right-0 flex w-16 items-end justify-end bg-gradient-to-l from-gray-900/15 to-transparent"
          />
        ) : null}
        {hinting ? (
          // Under the page, not over its lines: the scrolling area gives up the strip's height from its foot,
          // so nothing in it moves.
          <p className="flex items-center justify-center gap-2 bg-brand-950 px-4 py-2 text-sm font-medium text-white">
            <Svg node={MoveHorizontal} className="size-4 shrink-0" />
            {reader.panHint}
          </p>
        ) : null}
      </div>
    </>
  );
}

/** The document's text reflowed in a readable measure; a PDF without text (a scan) offers its pages. */
function TextView({ blocks, onShowPages }: { blocks: Block[] | null; onShowPages: () => void }) {
  if (blocks === null) return <PdfLoading>{reader.readingText}</PdfLoading>;
  if (blocks.length === 0)
    return (
      <PdfMessage role="status">
        <p className="max-w-sm text-base text-ink">{reader.noText}</p>
        <button type="button" onClick={onShowPages} className={buttonClasses('primary', 'md')}>
          <Svg node={Files} className="size-4" />
          {reader.showPages}
        </button>
      </PdfMessage>
    );
  return (
    <div className="mx-auto max-w-[68ch] px-5 py-6 sm:px-8 sm:py-8">
      <DocumentText blocks={blocks} />
    </div>
  );
}
