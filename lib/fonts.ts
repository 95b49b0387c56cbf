import localFont from 'next/font/local';

/**
 * The brand typeface: Figtree, one variable file (weights 300-900, Latin only, about 20 KB) for
 * headings and text alike, served by the site itself. Until it arrives the text is set in the
 * metric-matched fallback face (globals.css: Arial or its metric twin Liberation Sans, scaled to
 * Figtree's size), so the swap moves nothing.
 */
export const brandFont = localFont({
  src: '../node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2',
  weight: '300 900',
  style: 'normal',
  display: 'swap',
  preload: true,
  variable: '--font-brand',
  adjustFontFallback: false,
  // The system stack follows in the Tailwind theme (font-sans).
  fallback: ['Figtree Fallback'],
});
