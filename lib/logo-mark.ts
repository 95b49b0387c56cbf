/**
 * The institute's mark, drawn once: the header and footer logo shows it inline, and the build draws
 * the favicon, app icons, link-preview card and poster from the same shapes.
 */
export const logoMarkViewBox = '0 0 40 40';

/** The mark's shapes as SVG markup, in the 40 x 40 box of `logoMarkViewBox`. */
export const logoMarkShapes =
  '<circle cx="20" cy="20" r="20" fill="#136642"/>' +
  '<path d="M20 7c7 4 9 13 0 26C11 20 13 11 20 7z" fill="#b0e9c7"/>' +
  '<path d="M20 12v20" stroke="#136642" stroke-width="1.6" stroke-linecap="round"/>' +
  '<path d="M8 28c6-2 18-2 24 0" stroke="#e4a63a" stroke-width="2.4" stroke-linecap="round" fill="none"/>';

/** The mark as a standalone SVG document `size` pixels square. */
export function logoMarkSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${logoMarkViewBox}">${logoMarkShapes}</svg>`;
}
