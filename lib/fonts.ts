import localFont from 'next/font/local';

/**
 * The brand's type pair, served by the site itself and cut by the build's font step
 * (scripts/fonts/subset.ts) to the characters the site writes, about 25 KB together:
 * - Figtree, one variable file (weights 400-800, about 13 KB), for text and every control;
 * - Fraunces at its semibold (one file, about 12 KB), a soft serif for the page's headings (h1, h2),
 *   whatever weight a heading asks for from 600 up (the face answers them all: nothing is thickened
 *   by the browser).
 * Neither is preloaded, and each is used only if it is there within the browser's short block
 * period (`optional`), so a page never waits for a face and never changes face once painted: on a
 * slow phone's first page the text is set in the metric-matched fallbacks (globals.css: Arial or
 * Liberation Sans for Figtree, Times New Roman or Liberation Serif for Fraunces, each scaled to its
 * face), and the faces, fetched meanwhile, set every page after it. Preloaded, the two went ahead
 * of the stylesheet and held back the first paint by about 300 ms on every route; swapped in late,
 * even matched metrics moved lines that wrap at another word (e2e/quality/fonts.mobile.spec.ts).
 */
export const brandFont = localFont({
  src: '../.generated/fonts/figtree.woff2',
  weight: '400 800',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-brand',
  adjustFontFallback: false,
  // The system stack follows in the Tailwind theme (font-sans).
  fallback: ['Figtree Fallback'],
});

export const headingFont = localFont({
  src: '../.generated/fonts/fraunces.woff2',
  weight: '600 900',
  style: 'normal',
  display: 'optional',
  preload: false,
  variable: '--font-heading',
  adjustFontFallback: false,
  // The system stack follows in the Tailwind theme (font-heading).
  fallback: ['Fraunces Fallback'],
});
