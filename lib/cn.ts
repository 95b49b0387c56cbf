import { clsx, type ClassValue } from 'clsx';

/**
 * The one way the site joins class names. It resolves no conflicts, so a primitive is restyled through
 * its props, never by a class that replaces one of its own (e2e/quality/class-conflicts.spec.ts).
 * tailwind-merge would add about 8 KB to the JavaScript of every page.
 */
export function cn(...values: ClassValue[]): string {
  return clsx(values);
}
