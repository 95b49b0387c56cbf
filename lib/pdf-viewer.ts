/** Rules of the PDF viewer: zoom, file names and retry. */

/** 100% is the page fitted to the viewer's width. */
export const zoomLimits = { initial: 1, step: 0.25, min: 0.5, max: 3 } as const;

/**
 * One step in (`by` 1) or out (-1), within the limits. Zoom values are multiples of 0.25, so rounding
 * keeps them exact after many steps.
 */
export function zoomBy(zoom: number, by: 1 | -1): number {
  const next = Math.round((zoom + by * zoomLimits.step) * 100) / 100;
  return Math.min(zoomLimits.max, Math.max(zoomLimits.min, next));
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
