import localFont from 'next/font/local';

/**
 * Figtree for text and Fraunces for headings, cut by scripts/fonts/subset.ts to the site's characters.
 * Neither is preloaded and both are `optional`: preloaded, they held back the first paint by about
 * 300 ms; swapped in late, even metric-matched fallbacks (globals.css) moved line breaks.
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
