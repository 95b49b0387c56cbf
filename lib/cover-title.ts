import type { CSSProperties } from 'react';

/**
 * A document's title as its drawn cover prints it: without a lead naming its month ("September 2024
 * Bulletin: "), which the cover already shows.
 */
export function coverTitle(title: string, month: string): string {
  return title.startsWith(month) && title.includes(': ') ? title.slice(title.indexOf(': ') + 2) : title;
}

/**
 * The font size of a drawn cover's title: `base`, or smaller where the title's longest word would not
 * fit the cover's width (its box is a size container, `@container`), so that lines break between
 * words and no word is cut at the cover's edge. 160cqi over the letters: a letter of the heading
 * face is at most about 0.6 of its size wide.
 */
export function coverTitleStyle(title: string, base: string): CSSProperties {
  const longest = Math.max(...title.split(/\s+/).map((word) => word.length));
  return { fontSize: `min(${base}, calc(160cqi / ${longest}))` };
}
