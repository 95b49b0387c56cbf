/**
 * Every address that answers 301 with another: the editors' redirects (content/redirects.ts), then the
 * year's address of each meeting /agm shows on `day`, which answers with /agm until a later meeting
 * takes /agm and the year's page is built (lib/agm.ts).
 */
import { agms } from '@/content/agm';
import { redirects } from '@/content/redirects';
import type { Redirect } from '@/content/schema';
import { agmRedirects } from './agm';
import { buildDay } from './build-date';

export function siteRedirects(day: string = buildDay()): Redirect[] {
  const listed = new Set(redirects.map((redirect) => redirect.from));
  return [...redirects, ...agmRedirects(agms, day).filter((redirect) => !listed.has(redirect.from))];
}
