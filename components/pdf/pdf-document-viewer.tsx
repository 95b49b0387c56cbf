'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Document, Page } from 'react-pdf';
import { Toaster, toast } from 'sonner';
import {
  ChevronLeft,
  ChevronRight,
  Download,
  MoveHorizontal,
  RefreshCw,
  RotateCw,
  ZoomIn,
  ZoomOut,
  type IconNode,
} from 'lucide';
import { Svg } from '@/components/ui/svg';
import { buttonClasses } from '@/components/ui/button';
import {
  canZoomIn,
  canZoomOut,
  clampPage,
  downloadFileName,
  initialZoom,
  loadErrorMessage,
  narrowScreen,
  retryPath,
  rotate,
  zoomIn,
  zoomLabel,
  zoomLimits,
  zoomOut,
} from '@/lib/pdf-viewer';
import { PdfMessage } from './pdf-frame';
import './pdf-worker';

type Status = 'loading' | 'loaded' | 'error';

// No eval, so pdf.js runs under a strict Content-Security-Policy. A constant, so react-pdf does not reload.
const documentOptions = { isEvalSupported: false };

const toastDurationMs = 4500;

/** The widest a page is drawn at 100%: about an A4 page's own size on screen. */
const fitWidthMax = 820;

/**
 * A phone opens the document large enough to read (see initialZoom). The viewer runs in the browser
 * only, so the screen can be asked before the first render; a browser without matchMedia gets the fit.
 */
const openingZoom = () =>
  initialZoom(typeof window.matchMedia === 'function' && window.matchMedia(narrowScreen).matches);

/**
 * Pixels drawn per CSS pixel, at most 2: a phone's 3x screen would draw a page zoomed to 200% on a
 * canvas over 2,000 px wide, more memory and time for little sharper text.
 */
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
      className="inline-flex size-10 items-center justify-center rounded-full text-brand-800 transition-colors hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40"
    >
      <Svg node={icon} className="size-5" />
    </button>
  );
}

function Loading({ children }: { children: ReactNode }) {
  return (
    <PdfMessage role="status">
      <p>{children}</p>
    </PdfMessage>
  );
}

/** The viewer itself: react-pdf with paging, zoom, rotation, download, and error with Retry. */
export function PdfDocumentViewer({ file, title }: { file: string; title: string }) {
  const [currentFile, setCurrentFile] = useState(file);
  const [source, setSource] = useState(file);
  const [retried, setRetried] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [reason, setReason] = useState('');
  const [numPages, setNumPages] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<number>(openingZoom);
  const [rotation, setRotation] = useState(0);
  const [width, setWidth] = useState<number | undefined>(undefined);
  const area = useRef<HTMLDivElement>(null);

  // A new file starts again on page 1; zoom and rotation stay as they are.
  if (file !== currentFile) {
    setCurrentFile(file);
    setSource(file);
    setRetried(false);
    setStatus('loading');
    setNumPages(null);
    setPage(1);
  }

  // 100% fits the page to the viewer's width (up to about an A4 page's own size on a desktop); zoom
  // is relative to that fit, and Fit width returns to it.
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

  const onLoadSuccess = ({ numPages: count }: { numPages: number }) => {
    setNumPages(count);
    setPage((current) => clampPage(current, count));
    setStatus('loaded');
  };

  const onLoadError = (error: Error) => {
    const next = retried ? null : retryPath(source);
    if (next) {
      setRetried(true);
      setSource(next);
      return;
    }
    setReason(error.message);
    setStatus('error');
    toast.error('Error', { description: loadErrorMessage(error.message), duration: toastDurationMs });
  };

  const retry = () => {
    setSource(file);
    setRetried(false);
    setReason('');
    setStatus('loading');
    setAttempt((n) => n + 1);
  };

  const loaded = status === 'loaded' && numPages !== null;
  // The download link always points at the site root, whatever path the viewer was given.
  const href = source.startsWith('/') ? source : `/${source}`;

  return (
    <>
      <Toaster richColors position="top-center" duration={toastDurationMs} closeButton />
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-brand-900/10 bg-brand-50/60 px-3 py-2">
        <div className="flex items-center gap-1">
          <ToolButton
            label="Previous page"
            icon={ChevronLeft}
            onClick={() => setPage((p) => clampPage(p - 1, numPages))}
            disabled={!loaded || page <= 1}
          />
          <p className="min-w-24 text-center text-sm font-medium text-ink" aria-live="polite">
            {loaded ? `Page ${page} of ${numPages}` : 'Page - of -'}
          </p>
          <ToolButton
            label="Next page"
            icon={ChevronRight}
            onClick={() => setPage((p) => clampPage(p + 1, numPages))}
            disabled={!loaded || page >= (numPages ?? 1)}
          />
        </div>
        {/* On a phone the zoom tools, rotation and download share one row: the download shows only its
            icon there (its name stays for screen readers), and a screen narrower still wraps the row. */}
        <div className="flex flex-wrap items-center gap-1">
          <ToolButton label="Zoom out" icon={ZoomOut} onClick={() => setZoom(zoomOut)} disabled={!canZoomOut(zoom)} />
          <p className="w-[4.5rem] text-center text-sm font-medium text-ink" aria-live="polite">
            <span className="sr-only">Zoom </span>
            {zoomLabel(zoom, width !== undefined && width < fitWidthMax)}
          </p>
          <ToolButton label="Zoom in" icon={ZoomIn} onClick={() => setZoom(zoomIn)} disabled={!canZoomIn(zoom)} />
          <ToolButton
            label="Fit width"
            icon={MoveHorizontal}
            onClick={() => setZoom(zoomLimits.initial)}
            disabled={zoom === zoomLimits.initial}
          />
          <ToolButton
            label={`Rotate clockwise (now ${rotation} degrees)`}
            icon={RotateCw}
            onClick={() => setRotation(rotate)}
          />
          <a href={href} download={downloadFileName(title)} className={buttonClasses('ghost', 'sm', 'ml-1')}>
            <Svg node={Download} className="size-4" />
            <span className="sr-only sm:not-sr-only">Download</span>
            <span className="sr-only"> {title} (PDF)</span>
          </a>
        </div>
      </div>
      <div
        ref={area}
        role="region"
        aria-label={`${title}: document`}
        tabIndex={0}
        className="flex-1 overflow-auto bg-gray-100 p-2 focus-visible:outline-offset-[-3px] sm:p-4"
      >
        {status === 'error' ? (
          <PdfMessage role="alert">
            <p className="font-semibold text-red-800">{loadErrorMessage(reason)}</p>
            <button type="button" onClick={retry} className={buttonClasses('primary', 'md')}>
              <Svg node={RefreshCw} className="size-4" />
              Retry
            </button>
          </PdfMessage>
        ) : (
          <Document
            key={`${source}#${attempt}`}
            file={source}
            options={documentOptions}
            onLoadSuccess={onLoadSuccess}
            onLoadError={onLoadError}
            loading={<Loading>Loading PDF...</Loading>}
            error={<Loading>Loading PDF...</Loading>}
            // A zoomed page wider than the viewer must scroll from its left edge: the box grows to the
            // page (w-max) and auto margins centre only a page narrower than the viewer. Centring with
            // justify-content would push the page's left part out of the scrollbar's reach.
            className="flex min-h-full w-max min-w-full items-start"
          >
            {loaded ? (
              <Page
                pageNumber={page}
                width={width}
                scale={zoom}
                rotate={rotation}
                devicePixelRatio={pixelRatio()}
                renderTextLayer={false}
                renderAnnotationLayer={false}
                className="mx-auto shadow-card"
                error="Failed to load the page."
                loading="Loading page…"
                noData="No page specified."
              />
            ) : null}
          </Document>
        )}
      </div>
    </>
  );
}
