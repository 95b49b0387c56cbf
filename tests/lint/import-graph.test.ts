/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import ts from 'typescript';

/**
 * The imports of content/ and lib/, as a reader follows them: every `import`, `import type`,
 * `export ... from` and `require` of a file of the repository. Lint's loop rule skips type-only
 * imports; this reads them too.
 */
const root = join(__dirname, '../..');
const folders = ['content', 'lib'];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const files = new Set(folders.flatMap(sourceFiles));

/** The repository file an import names, or null for a package (or a file outside content/ and lib/). */
function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@/')
    ? specifier.slice(2)
    : specifier.startsWith('.')
      ? relative(root, resolve(root, dirname(from), specifier))
      : null;
  if (base === null) return null;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((file) => files.has(file)) ?? null;
}

/** The files `file` imports, read from `text`. */
function importsOf(file: string, text: string): string[] {
  const { importedFiles } = ts.preProcessFile(text, true, true);
  return [...new Set(importedFiles.flatMap(({ fileName }) => resolveImport(file, fileName) ?? []))];
}

type Graph = Map<string, string[]>;

function graphOf(edits: Record<string, string> = {}): Graph {
  return new Map(
    [...files].map((file) => [file, importsOf(file, edits[file] ?? readFileSync(join(root, file), 'utf8'))]),
  );
}

/** One loop through each set of files that import each other, as `a -> b -> a`. */
function loops(graph: Graph): string[] {
  const found = new Map<string, string>();
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const loop = path.slice(path.indexOf(next));
        found.set([...loop].sort().join(), [...loop, next].join(' -> '));
      } else if (!state.has(next)) visit(next);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of [...graph.keys()].sort()) if (!state.has(file)) visit(file);
  return [...found.values()];
}

/** `content/x.ts -> lib/y.ts` for every import of lib/ by a file of content/. */
function contentImportingLib(graph: Graph): string[] {
  return [...graph].flatMap(([file, imported]) =>
    file.startsWith('content/')
      ? imported.filter((target) => target.startsWith('lib/')).map((target) => `${file} -> ${target}`)
      : [],
  );
}

describe('the import graph of content/ and lib/', () => {
  const graph = graphOf();

  it('reads every file of both folders', () => {
    expect(graph.get('lib/dates.ts')).toContain('content/schema/values.ts');
    expect(graph.get('content/schema/trainings.ts')).toContain('content/schema/values.ts');
  });

  it('has no loop', () => {
    expect(loops(graph)).toEqual([]);
  });

  it('has no import of lib/ from content/', () => {
    expect(contentImportingLib(graph)).toEqual([]);
  });

  it('names a planted loop, through a type-only import too', () => {
    const text = readFileSync(join(root, 'lib/dates.ts'), 'utf8');
    const planted = graphOf({ 'lib/dates.ts': `${text}\nimport type { SiteEvent } from './events';\n` });
    const found = loops(planted);
    expect(found).toContain('lib/dates.ts -> lib/events.ts -> lib/dates.ts');
    expect(found.every((loop) => loop.includes('lib/dates.ts') && loop.includes('lib/events.ts'))).toBe(true);
  });

  it('names a content file that imports lib/, by either form', () => {
    const text = readFileSync(join(root, 'content/schema/fields.ts'), 'utf8');
    const planted = graphOf({
      'content/schema/fields.ts': `${text}\nimport { formatLongDate } from '../../lib/dates';\n`,
      'content/agm.ts': `export type { SiteEvent } from '@/lib/events';\n`,
    });
    expect(contentImportingLib(planted).sort()).toEqual([
      'content/agm.ts -> lib/events.ts',
      'content/schema/fields.ts -> lib/dates.ts',
    ]);
  });
});
