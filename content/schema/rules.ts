/**
 * Rules that span entries (unique slugs, end after start, newsletter order), each a function of a
 * content file's exports that returns the problems it finds. They run after the schema of every export.
 */

/** One problem a rule found: the export, the entry (its index in a list) and the field. */
export interface Problem {
  exportName: string;
  index?: number;
  field: string;
  message: string;
}

/** The rules of one content file, over its exports as imported. */
export type ContentRule = (exports: Record<string, unknown>) => Problem[];

/** A value as the editor wrote it, shortened. */
export function showValue(value: unknown): string {
  let shown: string;
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') shown = JSON.stringify(value);
  else if (typeof value === 'object' && value !== null) shown = Array.isArray(value) ? 'a list' : 'a group of fields';
  else shown = String(value);
  return shown.length > 70 ? `${shown.slice(0, 66)}…${shown.startsWith('"') ? '"' : ''}` : shown;
}

/** The items of a list; none when the value is not a list (the schema's to report). */
export function valuesOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function entriesOf(value: unknown): Record<string, unknown>[] {
  return valuesOf(value).filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null);
}

export function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** ` "Title"` of an entry (its title, name or slug): a clash's message names both entries. */
function nameOf(entry: Record<string, unknown> | undefined): string {
  for (const field of ['title', 'name', 'slug']) {
    const value = entry?.[field];
    if (typeof value === 'string' && value.trim()) return ` ${showValue(value)}`;
  }
  return '';
}

/**
 * Entries of a list whose `field` (or `key`) repeats an earlier entry's; the message names the
 * earlier entry, the problem's own entry names the later one.
 */
export function duplicates(
  exportName: string,
  items: unknown,
  field: string,
  why = 'must be unique',
  key: (item: Record<string, unknown>) => unknown = (item) => item[field],
): Problem[] {
  const seen = new Map<unknown, number>();
  const problems: Problem[] = [];
  entriesOf(items).forEach((item, index) => {
    const value = key(item);
    if (value === undefined || value === '') return;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else
      problems.push({
        exportName,
        index,
        field,
        message: `${showValue(item[field])} is used twice, by entry ${first + 1}${nameOf(entriesOf(items)[first])} and entry ${index + 1}${nameOf(item)}; it ${why}`,
      });
  });
  return problems;
}

function listed(values: readonly unknown[]): string {
  const shown = values.slice(0, 10).map((v) => JSON.stringify(v));
  return values.length > 10 ? `${shown.join(', ')}, …` : shown.join(', ');
}

/** Entries whose `field` is not one of the categories listed in the same file's `categoriesExport`. */
export function knownCategories(exportName: string, categoriesExport: string): ContentRule {
  return (exports) => {
    const categories = valuesOf(exports[categoriesExport]).filter(
      (v): v is string => typeof v === 'string' && v !== '',
    );
    if (categories.length === 0) categories.push('(none listed)');
    return entriesOf(exports[exportName]).flatMap((item, index): Problem[] => {
      const value = item.category;
      // A category that is not text at all is the schema's to report.
      if (typeof value !== 'string' || !value.trim() || categories.includes(value)) return [];
      return [
        {
          exportName,
          index,
          field: 'category',
          message: `${showValue(value)} is not a known category (expected one of: ${listed(categories)})`,
        },
      ];
    });
  };
}
