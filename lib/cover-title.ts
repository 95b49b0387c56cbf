import type { CSSProperties } from 'react';

/** A document's title without a lead naming its month ("September 2024 Bulletin: "), which the cover shows. */
export function coverTitle(title: string, month: string): string {
  return title.startsWith(month) && title.includes(': ') ? title.slice(title.indexOf(': ') + 2) : title;
}

/**
 * The font size of a drawn cover's title, so the whole title fits: `base`, or smaller where its
 * longest word would not fit the width, or the title would not fit `area` (in cqi squared). A letter
 * of the heading face is at most about 0.6 of its size wide, about half on average; lines are 1.25 of
 * it apart and end short a fifth of the time: n letters at size s take about 0.75·n·s².
 */
export function coverTitleStyle(title: string, base: string, area: number): CSSProperties {
  const longest = Math.max(...title.split(/\s+/).map((word) => word.length));
  const fits = Math.sqrt(area / (0.75 * Math.max(title.length, 1)));
  return { fontSize: `min(${base}, calc(160cqi / ${longest}), ${fits.toFixed(2)}cqi)` };
}
