/** Pure rules of the PDF viewer: zoom, rotation, paging, file names and retry. */

/** 100% is the page fitted to the viewer's width. */
export const zoomLimits = { initial: 1, step: 0.25, min: 0.5, max: 3 } as const;

/** Narrower than Tailwind's `sm` breakpoint: phones held upright. */
export const narrowScreen = '(max-width: 639px)';

/** The reader's two views: the document's text reflowed as HTML, or its pages drawn. */
export type ReaderView = 'text' | 'pages';

/**
 * A phone opens on the text: an A4 page fitted to its width draws 11 pt text at about 6 px, and
 * zooming it makes every line pan sideways. Wider screens open on the pages.
 */
export function initialView(narrow: boolean): ReaderView {
  return narrow ? 'text' : 'pages';
}

// Zoom values are multiples of 0.25, so rounding keeps them exact after many steps.
const roundZoom = (value: number) => Math.round(value * 100) / 100;

export function zoomIn(zoom: number): number {
  return Math.min(zoomLimits.max, roundZoom(zoom + zoomLimits.step));
}

export function zoomOut(zoom: number): number {
  return Math.max(zoomLimits.min, roundZoom(zoom - zoomLimits.step));
}

export const canZoomIn = (zoom: number) => zoom < zoomLimits.max;
export const canZoomOut = (zoom: number) => zoom > zoomLimits.min;

/** "150%". */
export function zoomLabel(zoom: number): string {
  return `${Math.round(zoom * 100)}%`;
}

/** 90 degrees clockwise. */
export function rotate(rotation: number): number {
  return (rotation + 90) % 360;
}

/** Keeps a page number within 1..numPages (1 when the page count is not known yet). */
export function clampPage(page: number, numPages: number | null): number {
  const last = numPages && numPages > 0 ? numPages : 1;
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(Math.trunc(page), 1), last);
}

/** "Annual Report" -> "annual_report.pdf". */
export function downloadFileName(title: string): string {
  return `${title.toLowerCase().replace(/ /g, '_')}.pdf`;
}

/** A path without a leading slash is retried once with one. */
export function retryPath(path: string): string | null {
  return path.startsWith('/') ? null : `/${path}`;
}

export function loadErrorMessage(reason: string): string {
  return `Failed to load PDF document: ${reason}`;
}
