/**
 * The working-group slug rule (SPEC 2, DESIGN 5): the name lowercased, with every character that
 * is not a-z or 0-9 replaced by a hyphen. Hyphens are neither collapsed nor trimmed, so
 * "Biodiversity / Natural Sciences" becomes "biodiversity---natural-sciences".
 */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

/** Longest query value worth looking up; anything longer cannot be a slug of ours. */
export const maxSlugLength = 80;

/**
 * Finds the item whose name has the given slug. Empty, over-long or unknown values give
 * undefined; the value is compared, never interpreted.
 */
export function findBySlug<T extends { name: string }>(
  items: readonly T[],
  value: string | null | undefined,
): T | undefined {
  if (!value || value.length > maxSlugLength) return undefined;
  return items.find((item) => slugify(item.name) === value);
}
