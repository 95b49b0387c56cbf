/**
 * The site's two ways of turning a name into part of an address (content/schema/values.ts, which
 * the schema checks addresses with): `slugify`, the working groups' `?twg=` value, one hyphen per
 * other character ("biodiversity---natural-sciences"); and `anchorId`, for headings, document cards
 * and blog addresses, words joined by single hyphens ("nairobi-air-quality-practitioners-urge").
 */
import { maxSlugLength, slugify } from '@/content/schema/values';

export { anchorId, slugify } from '@/content/schema/values';

/** The working group's `?twg=` value. */
export function workingGroupSlug(group: { name: string }): string {
  return slugify(group.name);
}

/**
 * Finds the item with the given slug: its `slug` field, or what `slugOf` makes of it. Empty,
 * over-long or unknown values give undefined; the value is compared, never interpreted.
 */
export function findBySlug<T extends { slug: string }>(
  items: readonly T[],
  value: string | null | undefined,
): T | undefined;
export function findBySlug<T>(
  items: readonly T[],
  value: string | null | undefined,
  slugOf: (item: T) => string,
): T | undefined;
export function findBySlug<T>(
  items: readonly T[],
  value: string | null | undefined,
  slugOf: (item: T) => string = (item) => (item as { slug: string }).slug,
): T | undefined {
  if (!value || value.length > maxSlugLength) return undefined;
  return items.find((item) => slugOf(item) === value);
}
