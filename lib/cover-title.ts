/**
 * A document's title as its drawn cover prints it: without a lead naming its month ("September 2024
 * Bulletin: "), which the cover already shows.
 */
export function coverTitle(title: string, month: string): string {
  return title.startsWith(month) && title.includes(': ') ? title.slice(title.indexOf(': ') + 2) : title;
}
