/**
 * The day the exported HTML is true on (pages are rebuilt daily; the browser decides again with its
 * own day). SITE_BUILD_DATE ("YYYY-MM-DD") pins it, else it is today in Nairobi; next.config.mjs
 * passes the same value to the browser's code, so hydration sees the HTML's day.
 */
import { parseIsoDay } from '@/content/schema/values';

/** The calendar day of `moment` in Nairobi, "YYYY-MM-DD" (as en-CA writes dates). */
export function siteDay(moment: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(moment);
}

export function resolveBuildDay(pinned: string | undefined, now: Date = new Date()): string {
  if (pinned === undefined || pinned === '') return siteDay(now);
  if (!parseIsoDay(pinned)) throw new Error(`SITE_BUILD_DATE "${pinned}" is not a date (write YYYY-MM-DD)`);
  return pinned;
}

export function buildDay(): string {
  // Written out in full so Next inlines the value in the browser's code too.
  return resolveBuildDay(process.env.SITE_BUILD_DATE);
}
