import { clsx, type ClassValue } from 'clsx';

/**
 * The one way the site joins class names, in server and client components alike: clsx, conditional
 * classes joined in order. It resolves no conflicts (two classes that set one property both stay,
 * and the stylesheet's order decides which wins, not theirs), so a primitive is restyled through
 * its props (`<Card flush>`, `buttonClasses(variant, size)`), never by a class that replaces one of
 * its own: `className` adds (margin, width, grid placement, a breakpoint's padding).
 * e2e/quality/class-conflicts.spec.ts fails for any element of an exported page with two classes
 * that set one property. Nothing merges at run time: tailwind-merge would add about 8 KB to the
 * JavaScript of every page, and one helper that merged on the server and not in the browser would
 * draw a page twice, differently.
 */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
