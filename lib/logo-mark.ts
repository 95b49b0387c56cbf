/** The institute's mark: the logo shows it inline, and the build draws the icons and cards from it. */
export const logoMarkViewBox = '0 0 40 40';

/** SVG markup in the box of `logoMarkViewBox`. */
export const logoMarkShapes =
  '<circle cx="20" cy="20" r="20" fill="#136642"/>' +
  '<path d="M20 7c7 4 9 13 0 26C11 20 13 11 20 7z" fill="#b0e9c7"/>' +
  '<path d="M20 12v20" stroke="#136642" stroke-width="1.6" stroke-linecap="round"/>' +
  '<path d="M8 28c6-2 18-2 24 0" stroke="#e4a63a" stroke-width="2.4" stroke-linecap="round" fill="none"/>';

export function logoMarkSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${logoMarkViewBox}">${logoMarkShapes}</svg>`;
}
