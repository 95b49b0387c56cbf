/**
 * @jest-environment node
 *
 * A component that runs in the browser ships every content module it imports, and each module those
 * import: a words object read from content/donation.ts brought the whole site settings along. So a
 * client component takes content through its props, or imports only a content module that imports
 * nothing but types (content/search.ts, content/list-words.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(__dirname, '../..');

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(folder, file));
}

/** The content modules a file imports values from (type-only imports ship nothing). */
function contentValueImports(source: string): string[] {
  const imports = source.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'@\/content\/([\w/-]+)'/gms);
  return [...imports].map((match) => `content/${match[1]}.ts`);
}

/** Whether a module imports anything but types. */
const importsValues = (source: string) => /^import\s+(?!type\s)[^;]*?from\s+'/ms.test(source);

/** "file imports content/x.ts, which imports more than types" for each client file that does. */
function heavyContentImports(files: Record<string, string>, read: (file: string) => string): string[] {
  return Object.entries(files)
    .filter(([, source]) => /^'use client';/.test(source))
    .flatMap(([file, source]) =>
      contentValueImports(source)
        .filter((module) => importsValues(read(module)))
        .map((module) => `${file} imports ${module}, which imports more than types: pass its words as props`),
    );
}

/** A module's source; a folder's is its index. */
const read = (file: string) =>
  readFileSync(join(root, existsSync(join(root, file)) ? file : file.replace(/\.ts$/, '/index.ts')), 'utf8');

describe('client components and content', () => {
  it('import only content modules that import nothing but types', () => {
    const files = Object.fromEntries(
      [...sourceFiles('components'), ...sourceFiles('app')].map((file) => [
        relative(root, join(root, file)),
        read(file),
      ]),
    );
    expect(heavyContentImports(files, read)).toEqual([]);
  });

  it('name a client component that imports a content module with imports of its own', () => {
    const planted = {
      'components/giving/planted.tsx': "'use client';\nimport {\n  copyWords,\n} from '@/content/donation';\n",
      'components/giving/server.tsx': "import { copyWords } from '@/content/donation';\n",
      'components/giving/typed.tsx': "'use client';\nimport type { CopyWords } from '@/content/schema';\n",
    };
    expect(heavyContentImports(planted, read)).toEqual([
      'components/giving/planted.tsx imports content/donation.ts, which imports more than types: pass its words as props',
    ]);
  });
});
