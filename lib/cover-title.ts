import type { CSSProperties } from 'react';

/**
 * A document's title as its drawn cover prints it: without a lead naming its month ("September 2024
 * Bulletin: "), which the cover already shows.
 */
export function coverTitle(title: string, month: string): string {
  return title.startsWith(month) && title.includes(': ') ? title.slice(title.indexOf(': ') + 2) : title;
}

/**
 * The font size of a drawn cover's title, so that the whole title is printed, never cut with an
 * ellipsis, and the cover keeps its page below it: `base`, or smaller where the title's longest word
 * would not fit the cover's width, or where the whole title would not fit `area`, the room the cover
 * gives it, in its box's width units squared (its box is a size container, `@container`).
 * 160cqi over the letters: a letter of the heading face is at most about 0.6 of its size wide, and
 * about half on average; its lines are about 1.25 of its size apart, and a line ends short at a word
 * about a fifth of the time: a title of n letters at size s takes about 0.75·n·s² of room.
 */
export function coverTitleStyle(title: string, base: string, area: number): CSSProperties {
  const longest = Math.max(...title.split(/\s+/).map((word) => word.length));
  const fits = Math.sqrt(area / (0.75 * Math.max(title.length, 1)));
  return { fontSize: `min(${base}, calc(160cqi / ${longest}), ${fits.toFixed(2)}cqi)` };
}
