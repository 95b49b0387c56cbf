/** The focal point of a photo (`focus` on an image reference): where a crop to its folder's shape is centred. */
import type { Focus, FocusName } from '@/content/schema';

export type { Focus, FocusName };

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

export interface Region {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The largest region of aspect `aspect` (width / height), its middle as near the focal point as the edges allow. */
export function cropRegion(width: number, height: number, aspect: number, focus?: Focus): Region {
  const point = typeof focus === 'string' ? named[focus] : (focus ?? named.center);
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
