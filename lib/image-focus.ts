/**
 * The focal point of a photo: the part that stays in the picture when it is cropped to its folder's
 * shape. Content may give it on an image reference, e.g. `{ src, alt, focus: 'top' }` for a portrait
 * whose face is near the top, or `{ x: 0.3, y: 0.2 }` (0 is the left or top edge, 1 the right or bottom).
 */
export type FocusName =
  'center' | 'top' | 'bottom' | 'left' | 'right' | 'top left' | 'top right' | 'bottom left' | 'bottom right';

export type Focus = FocusName | { x: number; y: number };

const named: Record<FocusName, { x: number; y: number }> = {
  center: { x: 0.5, y: 0.5 },
  top: { x: 0.5, y: 0 },
  bottom: { x: 0.5, y: 1 },
  left: { x: 0, y: 0.5 },
  right: { x: 1, y: 0.5 },
  'top left': { x: 0, y: 0 },
  'top right': { x: 1, y: 0 },
  'bottom left': { x: 0, y: 1 },
  'bottom right': { x: 1, y: 1 },
};

export const focusNames = Object.keys(named) as FocusName[];

/** Why a value is not a focal point (for the content check), or undefined when it is one. */
export function focusProblem(value: unknown): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') {
    return focusNames.includes(value as FocusName)
      ? undefined
      : `${JSON.stringify(value)} is not a focal point (write one of ${focusNames.map((n) => `'${n}'`).join(', ')}, or { x, y } from 0 to 1)`;
  }
  if (value && typeof value === 'object') {
    const { x, y } = value as Record<string, unknown>;
    const inRange = (n: unknown) => typeof n === 'number' && n >= 0 && n <= 1;
    if (inRange(x) && inRange(y) && Object.keys(value).length === 2) return undefined;
  }
  return `${JSON.stringify(value)} is not a focal point (write { x, y } with each from 0 to 1, or a name such as 'top')`;
}

export function focusPoint(focus: Focus | undefined): { x: number; y: number } {
  if (focus === undefined) return named.center;
  return typeof focus === 'string' ? named[focus] : focus;
}

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The largest region of a `width` x `height` picture with the aspect `aspect` (width / height),
 * placed so that the focal point is as near its middle as the picture's edges allow.
 */
export function cropRegion(width: number, height: number, aspect: number, focus?: Focus): Region {
  const point = focusPoint(focus);
  const cropWidth = Math.min(width, Math.round(height * aspect));
  const cropHeight = Math.min(height, Math.round(cropWidth / aspect));
  const place = (size: number, crop: number, at: number) =>
    Math.round(Math.min(Math.max(at * size - crop / 2, 0), size - crop));
  return {
    left: place(width, cropWidth, point.x),
    top: place(height, cropHeight, point.y),
    width: cropWidth,
    height: cropHeight,
  };
}
