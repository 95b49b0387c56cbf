/**
 * Runs the content schema over the content modules and turns every problem into one line an editor
 * can act on (file, entry, field, what was expected and the value found), with its place for
 * scripts/lib/content-positions.ts:
 *   content/blogs.ts, post "wetlands-of-nairobi", date: "2025-13-05" is not a date (write YYYY-MM-DD)
 */
import leven from 'leven';
import { z } from 'zod';
import {
  TO_BE_CONFIRMED,
  at,
  contentRegistry,
  showValue,
  withContentFiles,
  type ContentFileSchema,
  type ContentFiles,
} from '@/content/schema';
import { pageFacts, socialCardFacts } from '@/lib/page-facts';
import type { ContentPlace } from './content-positions';

export { checkedFiles, type ContentFiles } from '@/content/schema';

/** The content modules by file, as imported (`import * as blogs from '@/content/blogs'`). */
export type ContentModules = Record<string, Record<string, unknown>>;

/** One problem: its file, its place there (none for the file as a whole), and the entry, field and what is wrong. */
export interface ContentProblem {
  file: string;
  place?: ContentPlace;
  message: string;
}

/** A problem as one line without its position: `content/blogs.ts, post "a-post", date: …`. */
export function problemLine({ file, place, message }: ContentProblem): string {
  return `${file}${place ? ',' : ':'} ${message}`;
}

/** A field written as an editor reads it (`photos[3].alt`) back as a path (`['photos', 2, 'alt']`). */
function pathOf(field: string): PropertyKey[] {
  return [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, position]) =>
    position === undefined ? key! : Number(position) - 1,
  );
}

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

/** The closest known name to a mistyped one (at most two edits away), for "did you mean". */
function closest(word: string, candidates: readonly string[]): string | undefined {
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const d = leven(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

type Issue = z.core.$ZodIssue;

function listed(values: readonly unknown[]): string {
  const shown = values.slice(0, 10).map((v) => JSON.stringify(v));
  return values.length > 10 ? `${shown.join(', ')}, …` : shown.join(', ');
}

/**
 * One problem of an entry: the path to its field, "field: value problem" (without file and entry),
 * whether it is the field's name (an unknown field) and the known field it evidently misspells.
 */
interface Described {
  path: PropertyKey[];
  text: string;
  name?: boolean;
  meant?: string;
}

function describe(
  issue: Issue,
  root: unknown,
  base: readonly PropertyKey[],
  knownKeys: (path: PropertyKey[]) => string[],
  choices: (path: PropertyKey[]) => unknown[],
  neededFor: (path: PropertyKey[]) => string | undefined,
): Described[] {
  const path = [...base, ...issue.path];
  const field = fieldLabel(path);
  const prefix = field ? `${field}: ` : '';
  const value = at(root, path);
  const present = 'input' in issue && issue.input !== undefined;
  const lines = (...texts: string[]) => texts.map((text) => ({ path, text }));
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const known = knownKeys(path);
        const guess = closest(key, known);
        const where = field ? `${field}.${key}` : key;
        return {
          path: [...path, key],
          name: true,
          meant: guess,
          text: `${where}: unknown field${guess ? ` (did you mean "${guess}"?)` : ''}; known fields: ${known.join(', ')}`,
        };
      });
    case 'invalid_type':
      if (!present) {
        const why = neededFor(path);
        return lines(`${prefix}missing (${why ?? `write ${kindNames[issue.expected] ?? issue.expected}`})`);
      }
      return lines(
        `${prefix}${showValue(value)} is ${kindOf(value)}, expected ${kindNames[issue.expected] ?? issue.expected}`,
      );
    case 'invalid_value': {
      if (!present) return lines(`${prefix}missing (write one of: ${listed(issue.values)})`);
      const options = listed(issue.values);
      const noun = path.at(-1) === 'category' ? 'a known category' : 'one of the allowed values';
      return lines(`${prefix}${showValue(value)} is not ${noun} (expected one of: ${options})`);
    }
    case 'too_big':
    case 'too_small': {
      if (typeof value === 'string') {
        return lines(`${prefix}${issue.message}, it has ${value.trim().length}: ${showValue(value)}`);
      }
      if (Array.isArray(value)) return lines(`${prefix}${issue.message}`);
      return lines(`${prefix}${showValue(value)} ${issue.message}`);
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
      return lines(`${prefix}${present ? showValue(value) : 'missing'} is not valid (write ${hint})`);
    }
    case 'invalid_format':
    case 'custom':
    default:
      return lines(`${prefix}${showValue(value)} ${issue.message}`);
  }
}

/** Every problem in the content, one line each (without positions); an empty list means the content is fine. */
export function checkContent(modules: ContentModules, files: ContentFiles): string[] {
  return contentProblems(modules, files).map(problemLine);
}

/** Every problem in the content, with its place. Files missing from `modules` are named as unreadable. */
export function contentProblems(modules: ContentModules, files: ContentFiles): ContentProblem[] {
  return withContentFiles(files, () => {
    const problems: ContentProblem[] = [];
    for (const [file, { exports, rules }] of Object.entries(contentRegistry as Record<string, ContentFileSchema>)) {
      const contentModule = modules[file];
      if (!contentModule) {
        problems.push({ file, message: 'the file is missing or could not be read' });
        continue;
      }
      const add = (exportName: string, entry: string, path: PropertyKey[], text: string, name?: boolean) =>
        problems.push({ file, place: { exportName, path, name }, message: `${entry}, ${text}` });
      for (const [exportName, schema] of Object.entries(exports)) {
        const value = contentModule[exportName];
        if (value === undefined) {
          problems.push({ file, message: `"export const ${exportName}" is missing` });
          continue;
        }
        const result = schema.safeParse(value, { reportInput: true });
        if (result.success) continue;
        const found: (Described & { entry: string })[] = [];
        for (const issue of result.error.issues) {
          const index = Array.isArray(value) && typeof issue.path[0] === 'number' ? issue.path[0] : undefined;
          const keyed = schema.meta()?.keyed;
          const key = keyed && typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
          const base = index !== undefined ? [index] : key !== undefined ? [key] : [];
          const rest: Issue = { ...issue, path: issue.path.slice(base.length) } as Issue;
          const entry = key !== undefined ? `${keyed} "${key}"` : entryLabel(exportName, schema, value, index);
          const knownKeys = (path: PropertyKey[]) =>
            Object.keys(objectOf(schemaAt(schema, [...base, ...path], value))?.shape ?? {});
          const choices = (path: PropertyKey[]) => discriminatorValues(schema, [...base, ...path]);
          const neededFor = (path: PropertyKey[]) => {
            const field = schemaAt(schema, [...base, ...path]);
            return field instanceof z.ZodType ? field.meta()?.neededFor : undefined;
          };
          for (const described of describe(rest, at(value, base), [], knownKeys, choices, neededFor)) {
            found.push({ ...described, path: [...base, ...described.path], entry });
          }
        }
        // A misspelt field name is one slip: the field it meant is then missing, which goes unsaid.
        const meant = new Set(
          found.filter((f) => f.meant).map((f) => JSON.stringify([...f.path.slice(0, -1), f.meant])),
        );
        for (const { path, text, name, entry } of found) {
          if (!name && meant.has(JSON.stringify(path))) continue;
          add(exportName, entry, path, text, name);
        }
      }
      for (const problem of rules?.(contentModule) ?? []) {
        const value = contentModule[problem.exportName];
        const entry = entryLabel(problem.exportName, exports[problem.exportName], value, problem.index);
        const base = problem.index === undefined ? [] : [problem.index];
        add(problem.exportName, entry, [...base, ...pathOf(problem.field)], `${problem.field}: ${problem.message}`);
      }
      if (file === 'content/pages.ts') {
        for (const problem of placeholderProblems(contentModule)) {
          const entry = problem.page
            ? `page "${problem.page}"`
            : entryLabel(problem.exportName, exports[problem.exportName], undefined, undefined);
          add(problem.exportName, entry, problem.path, problem.text);
        }
      }
    }
    return problems;
  });
}

const placeholder = /\{([^{}]*)\}/g;

function textsOf(value: unknown, path: PropertyKey[] = []): { path: PropertyKey[]; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => textsOf(inner, [...path, key]));
  }
  return [];
}

/** What is wrong with the `{name}`s of one text, given the facts its page fills in and its links. */
function placeholderTexts(text: string, facts: readonly string[], filler: string, links: string[] = []): string[] {
  const names = [...facts, ...links];
  const listed = (list: readonly string[]) => list.map((name) => `{${name}}`).join(', ');
  const found = [...text.matchAll(placeholder)].map((match) => match[1]!);
  const problems = found
    .filter((name) => !names.includes(name))
    .map((name) => {
      if (names.length === 0) return `has {${name}}, but ${filler} fills in no {name}: remove the braces`;
      const guess = closest(name, names);
      const known = `${listed(facts)}${links.length ? ` (and its links ${listed(links)})` : ''}`;
      return `has {${name}}, which ${filler} does not fill in${guess ? ` (did you mean {${guess}}?)` : ''}; it fills in ${known}`;
    });
  if (/[{}]/.test(text.replace(placeholder, '')))
    problems.push('has a { or } without its pair (a fact is written {name})');
  return problems.map((problem) => `${showValue(text)} ${problem}`);
}

/**
 * The `{name}`s of content/pages.ts checked against the facts each page fills in (lib/page-facts.ts,
 * and the names of the page's own links, which it shows as links), and the names an item's page
 * must keep. The page fills them in when it is built; here they are refused before.
 */
function placeholderProblems(
  exports: Record<string, unknown>,
): { exportName: string; page?: string; path: PropertyKey[]; text: string }[] {
  const problems: { exportName: string; page?: string; path: PropertyKey[]; text: string }[] = [];
  const copies = exports.pages !== null && typeof exports.pages === 'object' ? exports.pages : {};
  for (const [page, copy] of Object.entries(copies as Record<string, unknown>)) {
    const declared = (
      pageFacts as Record<string, { facts: readonly string[]; keep?: Record<string, readonly string[]> }>
    )[page];
    const links = at(copy, ['links']);
    const linkNames = declared && links !== null && typeof links === 'object' ? Object.keys(links) : [];
    for (const { path, text } of textsOf(copy)) {
      for (const problem of placeholderTexts(text, declared?.facts ?? [], 'this page', linkNames)) {
        problems.push({ exportName: 'pages', page, path: [page, ...path], text: `${fieldLabel(path)}: ${problem}` });
      }
    }
    for (const [field, kept] of Object.entries(declared?.keep ?? {})) {
      const text = at(copy, [field]);
      for (const name of kept.filter((name) => typeof text === 'string' && !text.includes(`{${name}}`))) {
        problems.push({
          exportName: 'pages',
          page,
          path: [page, field],
          text: `${field}: ${showValue(text)} must contain {${name}} (the page fills it in for each of its items)`,
        });
      }
    }
  }
  for (const { path, text } of textsOf(exports.socialCards)) {
    const names = path[0] === 'alt' || path[0] === 'altWithDetail' ? socialCardFacts : [];
    for (const problem of placeholderTexts(text, names, 'the card')) {
      problems.push({ exportName: 'socialCards', path, text: `${fieldLabel(path)}: ${problem}` });
    }
  }
  return problems;
}

/** The object schema a schema stands for once optional, pipe and union wrappers are looked through. */
function objectOf(schema: unknown): z.ZodObject | undefined {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return objectOf(schema.unwrap());
  }
  if (schema instanceof z.ZodPipe) return objectOf(schema.in) ?? objectOf(schema.out);
  if (schema instanceof z.ZodUnion) return schema.options.map(objectOf).find(Boolean);
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
