/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contentRegistry } from '@/content/schema';

const contentDir = join(process.cwd(), 'content');
/** Every content module: content/*.ts (the schema lives in content/schema/, images in content/images/). */
const files = readdirSync(contentDir)
  .filter((name) => name.endsWith('.ts'))
  .map((name) => `content/${name}`)
  .sort();
const registry: Record<string, { exports: Record<string, unknown> }> = contentRegistry;

describe('every content file is checked', () => {
  it.each(files)('%s is in the schema registry', (file) => {
    if (!registry[file]) {
      throw new Error(
        `${file} is not in content/schema/registry.ts: add '${file}': { exports: { ... } } with a schema for each of its exports`,
      );
    }
  });

  it.each(files)('every export of %s has a schema', (file) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each content file, by its path on disk
    const exports = Object.keys(require(join(process.cwd(), file)) as object).filter((name) => name !== '__esModule');
    const checked = Object.keys(registry[file]?.exports ?? {});
    for (const name of exports) {
      if (!checked.includes(name)) {
        throw new Error(
          `${file} exports ${name}, which no schema checks: add it to the exports of '${file}' in content/schema/registry.ts (with its schema in content/schema/)`,
        );
      }
    }
    for (const name of checked) {
      if (!exports.includes(name))
        throw new Error(`content/schema/registry.ts checks ${file}'s ${name}, which it does not export`);
    }
  });
});

/** The modules a content file imports, with whether the import is of types only. */
function importsOf(source: string): { from: string; typeOnly: boolean }[] {
  return [...source.matchAll(/^\s*(import|export)\s+(type\s+)?[^'";]*?\s+from\s+['"]([^'"]+)['"]/gm)].map((m) => ({
    from: m[3]!,
    typeOnly: Boolean(m[2]),
  }));
}

describe('content/ is data', () => {
  it.each(files)('%s imports only the schema and other content files', (file) => {
    const source = readFileSync(join(process.cwd(), file), 'utf8');
    for (const { from } of importsOf(source)) {
      const allowed = from === './schema' || /^\.\/[a-z0-9-]+$/.test(from);
      if (!allowed) {
        throw new Error(
          `${file} imports ${from}: content files import types and schema helpers from './schema' and data from other content files only; move the code that needs ${from} to lib/ or to the component that shows the data`,
        );
      }
    }
    // Bare imports (`import './x'`) and require() would slip past the pattern above.
    expect(source).not.toMatch(/^\s*import\s+['"]/m);
    expect(source).not.toMatch(/\brequire\(/);
  });

  it.each(files)('%s defines no functions of its own', (file) => {
    const source = readFileSync(join(process.cwd(), file), 'utf8');
    const declared = [...source.matchAll(/^\s*(?:export\s+)?(?:async\s+)?function\s+(\w+)/gm)].map((m) => m[1]);
    if (declared.length > 0) {
      throw new Error(
        `${file} defines ${declared.join(', ')}: move functions to lib/ (or the component that uses them)`,
      );
    }
  });

  it.each(files)('%s declares no types of its own', (file) => {
    const source = readFileSync(join(process.cwd(), file), 'utf8');
    const declared = [...source.matchAll(/^\s*(?:export\s+)?(?:interface|type)\s+(\w+)/gm)].map((m) => m[1]);
    if (declared.length > 0) {
      throw new Error(
        `${file} declares ${declared.join(', ')}: content types are z.infer of a schema in content/schema/`,
      );
    }
  });
});
