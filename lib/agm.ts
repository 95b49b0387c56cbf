import { yearOf } from './dates';

/** "AGM 2026": the meeting's short name, from its date (menus, the page's title and heading). */
export function agmLabel(date: string): string {
  return `AGM ${yearOf(date)}`;
}
