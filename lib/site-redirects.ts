/** Every 301: the editors' redirects (content/redirects.ts), then those of the meetings /agm shows on `day`. */
import { agms } from '@/content/agm';
import { redirects } from '@/content/redirects';
import type { Redirect } from '@/content/schema';
import { agmRedirects } from './agm';
import { buildDay } from './build-date';

export function siteRedirects(day: string = buildDay()): Redirect[] {
  const listed = new Set(redirects.map((redirect) => redirect.from));
  return [...redirects, ...agmRedirects(agms, day).filter((redirect) => !listed.has(redirect.from))];
}
