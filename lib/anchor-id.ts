/**
 * The id of an item's heading, from its title: lowercase words joined by single hyphens
 * ("Nairobi Air Quality: Practitioners Urge…" -> "nairobi-air-quality-practitioners-urge…").
 * It makes the item linkable (/press-statements#nairobi-air-quality-…), and the site search lists
 * each item with such a heading as a result of its own.
 */
export function anchorId(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
