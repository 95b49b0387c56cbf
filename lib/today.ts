/** Calendar days and what has passed, for the build day and the browser's own day alike. */

/** A calendar day in local time as "YYYY-MM-DD"; ISO days compare correctly as strings. */
export function isoDay(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** Over once `lastDay` has passed, not on the day itself. */
export function isOver(lastDay: string | null | undefined, today: string): boolean {
  return typeof lastDay === 'string' && lastDay < today;
}
