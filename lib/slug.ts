/**
 * The site's two ways of turning a name into part of an address, in one place:
 * - `slugify`, the working groups' `?twg=` value: the name lowercased, with every character that is
 *   not a-z or 0-9 replaced by a hyphen, one for one. Hyphens are neither collapsed nor trimmed, so
 *   "Biodiversity / Natural Sciences" becomes "biodiversity---natural-sciences"; published links
 *   depend on it.
 * - `anchorId`, for headings, document cards and blog addresses: lowercase words joined by single
 *   hyphens ("Nairobi Air Quality: Practitioners Urge…" -> "nairobi-air-quality-practitioners-urge").
 */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, '-');
}

/**
 * The id of an item's heading, from its title. It makes the item linkable
 * (/press-statements#nairobi-air-quality-…), and the site search lists each item with such a
 * heading as a result of its own.
 */
export function anchorId(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Whether a value already has the form `anchorId` gives: lowercase letters and digits joined by single hyphens. */
export function isSlug(value: string): boolean {
  return value !== '' && anchorId(value) === value;
}

/** Longest query value worth looking up; anything longer cannot be a slug of ours. */
export const maxSlugLength = 80;

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
