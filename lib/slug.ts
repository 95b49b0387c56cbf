/**
 * The two ways of turning a name into part of an address (content/schema/values.ts): `slugify`, one
 * hyphen per other character ("biodiversity---natural-sciences"), and `anchorId`, words joined by
 * single hyphens ("nairobi-air-quality-practitioners-urge").
 */
import { maxSlugLength, slugify } from '@/content/schema/values';

export { anchorId, slugify } from '@/content/schema/values';

/** The working group's `?twg=` value. */
export function workingGroupSlug(group: { name: string }): string {
  return slugify(group.name);
}

/** The item whose `slug` (or `slugOf` it) is `value`; the value is compared, never interpreted. */
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
