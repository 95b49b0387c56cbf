/**
 * The day the exported HTML is true on. Pages are built once a day (the scheduled rebuild) and
 * served until the next build, so what has passed, what is open and what is to come is decided in
 * the HTML as of this day; the browser then decides again with its own calendar (lib/today.ts).
 *
 * One source: SITE_BUILD_DATE ("YYYY-MM-DD") pins it, for tests and for rebuilding a past day;
 * otherwise it is today in Nairobi, the site's time zone, whatever the build machine's zone.
 * next.config.mjs passes the same value to the browser's code, so hydration sees the HTML's day.
 */
import { parseIsoDay } from '@/content/schema/values';

/** The site's time zone: a build a little after midnight in Nairobi is already the new day. */
export const siteTimeZone = 'Africa/Nairobi';

/** The calendar day of `moment` in the site's time zone, "YYYY-MM-DD". */
export function siteDay(moment: Date): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: siteTimeZone }).format(moment);
}

/** The build day from a pinned value (SITE_BUILD_DATE), or today in the site's time zone. */
export function resolveBuildDay(pinned: string | undefined, now: Date = new Date()): string {
  if (pinned === undefined || pinned === '') return siteDay(now);
  if (!parseIsoDay(pinned)) throw new Error(`SITE_BUILD_DATE "${pinned}" is not a date (write YYYY-MM-DD)`);
  return pinned;
}

/** The day the HTML is true on. */
export function buildDay(): string {
  // Written out in full so Next inlines the value in the browser's code too (see next.config.mjs).
  return resolveBuildDay(process.env.SITE_BUILD_DATE);
}
