/**
 * Runs the content schema (content/schema) over the content modules and turns every problem into one
 * line an editor can act on: the file, the entry (its slug, title or name), the field, what was
 * expected and the value found, e.g.
 *   content/blogs.ts, post "wetlands-of-nairobi", date: "2025-13-05" is not a date (write YYYY-MM-DD)
 * All problems of a run are listed, not only the first.
 *
 * Whether an image or a document exists is asked of the `ContentFiles` passed in (the schema's
 * checking context), so tests run on in-memory content.
 */
import { z } from 'zod';
import { TO_BE_CONFIRMED } from '../../lib/dates';
import {
  at,
  contentRegistry,
  showValue,
  withContentFiles,
  type ContentFileSchema,
  type ContentFiles,
} from '../../content/schema';

export { checkedFiles, type ContentFiles } from '../../content/schema';

/** The content modules by file, as imported (`import * as blogs from '@/content/blogs'`). */
export type ContentModules = Record<string, Record<string, unknown>>;

// ---------- Naming entries ----------

/** `post "wetlands-of-nairobi"`, `training 3` (numbered from 1 when it has no name), `AGM`. */
function entryLabel(
  exportName: string,
  schema: z.ZodType | undefined,
  exportValue: unknown,
  index: number | undefined,
): string {
  const meta = schema?.meta();
  if (index === undefined) return meta?.noun ?? exportName;
  const naming = meta?.entries ?? { noun: `${exportName} entry`, by: ['name', 'title', 'label'] };
  const entry = at(exportValue, [index]);
  for (const field of naming.by) {
    const name = at(entry, [field]);
    if (typeof name === 'string' && name.trim()) return `${naming.noun} "${name}"`;
  }
  return `${naming.noun} ${index + 1}`;
}

/** `image.src`, `photos[3].alt` (list positions counted from 1, as an editor counts). */
function fieldLabel(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key + 1}]` : `${i > 0 ? '.' : ''}${String(key)}`))
    .join('');
}

// ---------- Describing a problem ----------

const kindNames: Record<string, string> = {
  string: 'text in quotes',
  number: 'a number (no quotes)',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'a group of fields in { }',
};

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'object') return 'a group of fields';
  return `a ${typeof value}`;
}

/** The closest known name to a mistyped one, for "did you mean". */
function closest(word: string, candidates: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const next = row[j]!;
        row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = next;
      }
    }
    return row[b.length]!;
  };
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

type Issue = z.core.$ZodIssue;

function listed(values: readonly unknown[]): string {
  const shown = values.slice(0, 10).map((v) => JSON.stringify(v));
  return values.length > 10 ? `${shown.join(', ')}, …` : shown.join(', ');
}

/** The problem of one zod issue, as "field: value problem" (without the file and entry). */
function describe(
  issue: Issue,
  root: unknown,
  base: readonly PropertyKey[],
  knownKeys: (path: PropertyKey[]) => string[],
  choices: (path: PropertyKey[]) => unknown[] = () => [],
  neededFor: (path: PropertyKey[]) => string | undefined = () => undefined,
): string[] {
  const path = [...base, ...issue.path];
  const field = fieldLabel(path);
  const prefix = field ? `${field}: ` : '';
  const value = at(root, path);
  const present = 'input' in issue && issue.input !== undefined;
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const known = knownKeys(path);
        const guess = closest(key, known);
        const where = field ? `${field}.${key}` : key;
        return `${where}: unknown field${guess ? ` (did you mean "${guess}"?)` : ''}; known fields: ${known.join(', ')}`;
      });
    case 'invalid_type':
      if (!present) {
        const why = neededFor(path);
        return [`${prefix}missing (${why ?? `write ${kindNames[issue.expected] ?? issue.expected}`})`];
      }
      return [
        `${prefix}${showValue(value)} is ${kindOf(value)}, expected ${kindNames[issue.expected] ?? issue.expected}`,
      ];
    case 'invalid_value': {
      if (!present) return [`${prefix}missing (write one of: ${listed(issue.values)})`];
      const options = listed(issue.values);
      const noun = path.at(-1) === 'category' ? 'a known category' : 'one of the allowed values';
      return [`${prefix}${showValue(value)} is not ${noun} (expected one of: ${options})`];
    }
    case 'too_big':
    case 'too_small': {
      if (typeof value === 'string') {
        return [`${prefix}${issue.message}, it has ${value.trim().length}: ${showValue(value)}`];
      }
      if (Array.isArray(value)) return [`${prefix}${issue.message}`];
      return [`${prefix}${showValue(value)} ${issue.message}`];
    }
    case 'invalid_union': {
      // Explain through the branch the editor was evidently writing (the one that got past its shape).
      const branch = issue.errors.find(
        (issues) => issues.length > 0 && issues.every((i) => i.path.length > 0 || i.code === 'unrecognized_keys'),
      );
      if (branch) return branch.flatMap((inner) => describe(inner, root, path, knownKeys, choices, neededFor));
      const options = issue.errors
        .map((issues) => issues[0])
        .map((first) =>
          first?.code === 'invalid_value' ? first.values.map((v) => JSON.stringify(v)).join(' or ') : undefined,
        )
        .filter(Boolean);
      const hint =
        path.at(-1) === 'dates'
          ? `{ start: 'YYYY-MM-DD', end: 'YYYY-MM-DD' } or '${TO_BE_CONFIRMED}'`
          : path.at(-1) === 'registrationLink'
            ? `a full https:// address, or "COMPLETED"`
            : options.join(', ') || (choices(path).length > 0 ? `one of: ${listed(choices(path))}` : 'another form');
      return [`${prefix}${present ? showValue(value) : 'missing'} is not valid (write ${hint})`];
    }
    case 'invalid_format':
    case 'custom':
    default:
      return [`${prefix}${showValue(value)} ${issue.message}`];
  }
}

// ---------- Running the checks ----------

/** Every problem in the content, one line each; an empty list means the content is fine. */
export function checkContent(modules: ContentModules, files: ContentFiles): string[] {
  return withContentFiles(files, () => {
    const lines: string[] = [];
    for (const [file, { exports, rules }] of Object.entries(contentRegistry as Record<string, ContentFileSchema>)) {
      const contentModule = modules[file];
      if (!contentModule) {
        lines.push(`${file}: the file is missing or could not be read`);
        continue;
      }
      for (const [exportName, schema] of Object.entries(exports)) {
        const value = contentModule[exportName];
        if (value === undefined) {
          lines.push(`${file}: "export const ${exportName}" is missing`);
          continue;
        }
        const result = schema.safeParse(value, { reportInput: true });
        if (result.success) continue;
        for (const issue of result.error.issues) {
          const index = Array.isArray(value) && typeof issue.path[0] === 'number' ? issue.path[0] : undefined;
          const keyed = schema.meta()?.keyed;
          const key = keyed && typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
          const base = index !== undefined ? [index] : key !== undefined ? [key] : [];
          const rest: Issue = { ...issue, path: issue.path.slice(base.length) } as Issue;
          const entry = key !== undefined ? `${keyed} "${key}"` : entryLabel(exportName, schema, value, index);
          const knownKeys = (path: PropertyKey[]) => shapeKeys(schema, [...base, ...path], value);
          const choices = (path: PropertyKey[]) => discriminatorValues(schema, [...base, ...path]);
          const neededFor = (path: PropertyKey[]) => fieldMeta(schema, [...base, ...path])?.neededFor;
          for (const problem of describe(rest, at(value, base), [], knownKeys, choices, neededFor)) {
            lines.push(`${file}, ${entry}, ${problem}`);
          }
        }
      }
      for (const problem of rules?.(contentModule) ?? []) {
        const entry = entryLabel(
          problem.exportName,
          exports[problem.exportName],
          contentModule[problem.exportName],
          problem.index,
        );
        lines.push(`${file}, ${entry}, ${problem.field}: ${problem.message}`);
      }
    }
    return lines;
  });
}

/** The object schema a schema stands for once optional, pipe and union wrappers are looked through. */
function objectOf(schema: unknown): z.ZodObject | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return objectOf(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return objectOf(schema.in) ?? objectOf(schema.out);
  if (schema instanceof z.ZodUnion) {
    for (const option of schema.options) {
      const object = objectOf(option);
      if (object) return object;
    }
  }
  return schema instanceof z.ZodObject ? schema : undefined;
}

/** The option of a union whose literal field (such as a block's `type`) the value holds, if any. */
function optionFor(union: z.ZodUnion, value: unknown): unknown {
  if (value === null || typeof value !== 'object') return undefined;
  return union.options.find((option) =>
    Object.entries(objectOf(option)?.shape ?? {}).some(
      ([key, field]) => field instanceof z.ZodLiteral && field.values.has((value as Record<string, never>)[key]),
    ),
  );
}

/**
 * The schema of the value at a path, through lists, objects and the object options of unions: the
 * option the value at that point names (`root`, the value the path starts from), else the first.
 */
function schemaAt(schema: z.ZodType, path: readonly PropertyKey[], root?: unknown): unknown {
  let current: unknown = schema;
  let data = root;
  for (const key of [...path, undefined]) {
    while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
      current = current.unwrap();
    }
    if (current instanceof z.ZodUnion) current = optionFor(current, data) ?? current;
    if (key === undefined) break;
    data = at(data, [key]);
    if (current instanceof z.ZodArray && typeof key === 'number') current = current.element;
    else if (current instanceof z.ZodRecord && typeof key === 'string') current = current.valueType;
    else if (typeof key === 'string') current = objectOf(current)?.shape[key];
    else return undefined;
    if (current === undefined) return undefined;
  }
  return current;
}

/** The metadata of the field at a path (what it is needed for). */
function fieldMeta(schema: z.ZodType, path: readonly PropertyKey[]) {
  const field = schemaAt(schema, path);
  return field instanceof z.ZodType ? field.meta() : undefined;
}

/** The field names a schema allows at a path (for "unknown field" messages). */
function shapeKeys(schema: z.ZodType, path: readonly PropertyKey[], root: unknown): string[] {
  return Object.keys(objectOf(schemaAt(schema, path, root))?.shape ?? {});
}

/** The values a union's options allow for the field at a path, e.g. the providers of a sign-up setting. */
function discriminatorValues(schema: z.ZodType, path: readonly PropertyKey[]): unknown[] {
  const key = path.at(-1);
  const parent = schemaAt(schema, path.slice(0, -1));
  if (typeof key !== 'string' || !(parent instanceof z.ZodUnion)) return [];
  return parent.options.flatMap((option) => {
    const field = objectOf(option)?.shape[key];
    return field instanceof z.ZodLiteral ? [...field.values] : [];
  });
}
