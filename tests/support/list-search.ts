/**
 * The media lists' search and filters applied to content items, for tests that derive what a list
 * should show from content. The site filters the entries its cards describe (`applyFilter`); these
 * use the same match and year rule on the items themselves.
 */
import { yearOf } from '../../lib/dates';
import { ALL } from '../../lib/media-filters';
import { matchesQuery } from '../../lib/search-text';

export function searchItems<T>(items: readonly T[], query: string, fields: (item: T) => readonly string[]): T[] {
  return items.filter((item) => matchesQuery(fields(item), query));
}

export function filterByCategory<T extends { category: string }>(items: readonly T[], category: string): T[] {
  return category === ALL ? [...items] : items.filter((item) => item.category === category);
}

export function filterByYear<T extends { date: string }>(items: readonly T[], year: string): T[] {
  return items.filter((item) => yearOf(item.date) === year);
}
