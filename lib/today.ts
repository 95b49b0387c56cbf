/**
 * Calendar days and what has passed. The HTML decides with the build day (lib/build-date.ts) and
 * the browser decides again with its own day, both through these functions.
 */

/** A calendar day in local time as "YYYY-MM-DD"; ISO days compare correctly as strings. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** An event whose last day is `lastDay` is over once that day has passed (it is not over on the day itself). */
export function isOver(lastDay: string | null | undefined, today: string): boolean {
  return typeof lastDay === 'string' && lastDay < today;
}
