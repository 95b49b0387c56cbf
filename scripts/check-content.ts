/**
 * `npm run check:content [-- --format github] [--report <file>]`: lists every content problem, one
 * line each at its place, and exits 1 if there is any; it runs first in `npm run dev` and `npm run build`.
 *
 *   content/blogs.ts:34:11: post "wetlands-of-nairobi", date: "2025-02-30" is not a day that exists: …
 *
 * `--format github` adds the Git host's annotations; `--report` writes the lines for the dev preview.
 * A file that does not parse is named at the parser's place and the others are still checked.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type ts from 'typescript';
import type { ContentModules } from './lib/content-check';
// Only these load before every content file is parsed: the checks load the schema, which may load
// content through the code it uses, and a file that does not parse would stop them unnamed.
import { problemsReport } from './lib/dev-preview';
import {
  githubAnnotation,
  githubWarning,
  localImports,
  locate,
  parseContent,
  positionedLine,
  syntaxError,
  type Position,
} from './lib/content-positions';

const github = process.argv[process.argv.indexOf('--format') + 1] === 'github';
const report = problemsReport();

interface Found {
  file: string;
  position: Position;
  message: string;
}

/** Where an error thrown while loading `path` was raised in it, when its stack says so. */
function thrownAt(error: unknown, path: string): Position {
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const at = new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:(\\d+):(\\d+)`).exec(stack);
  return at ? { line: Number(at[1]), column: Number(at[2]) } : { line: 1, column: 1 };
}

/**
 * Loads every content file that parsed, each after the content files it imports. A file whose import
 * cannot be read is not loaded: it is named at that import, with the file to fix first.
 */
async function load(root: string, sources: Map<string, ts.SourceFile>, failed: Map<string, string>) {
  const modules: ContentModules = {};
  const found: Found[] = [];

  const visit = async (file: string, path: string[] = []): Promise<void> => {
    const source = sources.get(file);
    if (!source || failed.has(file) || modules[file] || path.includes(file)) return;
    for (const { file: imported, position } of localImports(source)) {
      if (!sources.has(imported)) continue;
      await visit(imported, [...path, file]);
      const cause = failed.get(imported);
      if (cause === undefined) continue;
      failed.set(file, cause);
      const via = cause === imported ? '' : ` (through ${imported})`;
      found.push({
        file,
        position,
        message: `not checked: it imports ${cause}${via}, which cannot be read; fix that file first`,
      });
      return;
    }
    const absolute = join(root, file);
    try {
      modules[file] = (await import(pathToFileURL(absolute).href)) as Record<string, unknown>;
    } catch (error) {
      // It parses, but stops while it runs (a name it uses is not there): named without its stack.
      failed.set(file, file);
      const message = (error instanceof Error ? error.message : String(error)).split('\n')[0];
      found.push({ file, position: thrownAt(error, absolute), message: `the file cannot be read: ${message}` });
    }
  };
  for (const file of sources.keys()) await visit(file);
  return { modules, found };
}

async function main() {
  const root = process.cwd();
  const sources = new Map<string, ts.SourceFile>();
  const unreadable: Found[] = [];
  /** Why a file cannot be loaded: the file that cannot be read (itself, or one it imports). */
  const failed = new Map<string, string>();
  for (const name of readdirSync(join(root, 'content')).filter((name) => name.endsWith('.ts'))) {
    const file = `content/${name}`;
    const source = parseContent(file, readFileSync(join(root, file), 'utf8'));
    sources.set(file, source);
    const slip = syntaxError(source);
    if (!slip) continue;
    failed.set(file, file);
    unreadable.push({ file, position: slip.position, message: `the file cannot be read: ${slip.message}` });
  }

  let checks;
  try {
    checks = await Promise.all([import('./lib/content-check'), import('./lib/content-files')]);
  } catch (error) {
    if (unreadable.length === 0) throw error;
    // The checks themselves load content (the schema uses code that reads it): none can run yet.
    finish(unreadable, 'The other files are checked once the file above can be read.');
  }
  const [{ checkedFiles, contentProblems }, { contentFiles }] = checks;
  for (const file of sources.keys()) if (!checkedFiles.includes(file)) sources.delete(file);
  const missing: Found[] = checkedFiles
    .filter((file) => !sources.has(file))
    .map((file) => ({ file, position: { line: 1, column: 1 }, message: 'the file is missing' }));
  const { modules, found } = await load(root, sources, failed);
  // The pages of the site are read from the content: with a file unread, they are not known.
  const files = failed.size > 0 ? { ...contentFiles(root), pageExists: undefined } : contentFiles(root);
  const checked = contentProblems(modules, files)
    .filter((problem) => modules[problem.file])
    .map((problem) => ({
      file: problem.file,
      position: problem.place ? locate(sources.get(problem.file)!, problem.place) : { line: 1, column: 1 },
      message: problem.message,
    }));
  // In the order of the files, and of the lines in each, as an editor reads them.
  const order = (a: Found, b: Found) =>
    checkedFiles.indexOf(a.file) - checkedFiles.indexOf(b.file) ||
    a.position.line - b.position.line ||
    a.position.column - b.position.column;
  const problems = [...missing, ...unreadable, ...found, ...checked.sort(order)];
  if (problems.length > 0) finish(problems);

  report([]);
  console.log(`check:content: ${checkedFiles.length} content files checked, no problems`);
  // Loaded only once every module is valid, since it reads the content modules itself.
  const [{ staleContentWarnings }, { buildDay }] = await Promise.all([
    import('./stale-content'),
    import('@/lib/build-date'),
  ]);
  const warnings = staleContentWarnings(buildDay());
  if (warnings.length > 0) {
    console.warn(`\ncheck:content: ${warnings.length} warnings: dated content that has passed (the build goes on):\n`);
    for (const line of warnings) console.warn(`  - warning: ${line}`);
    console.warn('');
    if (github) for (const line of warnings) console.log(githubWarning(line));
  }
}

/** Prints the problems (and the Git host's annotations with `--format github`), and stops the build. */
function finish(problems: Found[], note?: string): never {
  const lines = problems.map(({ file, position, message }) => positionedLine(file, position, message));
  report(lines);
  if (github) {
    for (const { file, position, message } of problems) console.log(githubAnnotation(file, position, message));
  }
  console.error(
    `\ncheck:content found ${problems.length} problem${problems.length === 1 ? '' : 's'} in content/ (nothing was built):\n`,
  );
  for (const line of lines) console.error(line);
  if (note) console.error(`\n${note}`);
  console.error(
    '\nFix each line above (file:line:column: entry, field: what is wrong), then build again. See EDITING.md.\n',
  );
  process.exit(1);
}

main().catch((error: unknown) => {
  report([`check:content could not run: ${(error instanceof Error ? error.message : String(error)).split('\n')[0]}`]);
  console.error(error);
  process.exit(1);
});
