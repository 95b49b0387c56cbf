/**
 * @jest-environment node
 */
/**
 * `npm run check:content` on a copy of content/ with an editor's slips in several files, as the Git
 * host's build would meet them: every problem of every file in one run, each at its file:line:column
 * (checked against the copy's text), as annotations with `--format github`, and never a stack trace,
 * not even for a file that does not parse or stops while it loads.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { blogPosts } from '@/content/blogs';
import { bulletins } from '@/content/bulletins';
import { pressStatements } from '@/content/press';
import { skipLinkLabel } from '@/content/navigation';

const repo = join(__dirname, '..', '..');
const run = promisify(execFile);

/** A copy of content/ (its schema, photos and the documents under public/ are the repository's). */
function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'eik-check-'));
  mkdirSync(join(root, 'content'));
  for (const entry of readdirSync(join(repo, 'content'), { withFileTypes: true })) {
    if (entry.isFile()) cpSync(join(repo, 'content', entry.name), join(root, 'content', entry.name));
    else symlinkSync(join(repo, 'content', entry.name), join(root, 'content', entry.name));
  }
  symlinkSync(join(repo, 'public'), join(root, 'public'));
  return root;
}

/** Replaces `anchor` in a content file of the copy; returns the line and column where `mark` then stands. */
function edit(root: string, file: string, anchor: string, replacement: string, mark: string) {
  const path = join(root, file);
  const source = readFileSync(path, 'utf8');
  expect(source).toContain(anchor);
  const changed = source.replace(anchor, replacement);
  writeFileSync(path, changed);
  const offset = changed.indexOf(mark, source.indexOf(anchor));
  const before = changed.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1, text: changed.split('\n')[before.length - 1]! };
}

async function check(root: string, ...args: string[]) {
  const tsx = require.resolve('tsx/cli');
  const script = join(repo, 'scripts', 'check-content.ts');
  const result = await run(process.execPath, [tsx, '--tsconfig', join(repo, 'tsconfig.json'), script, ...args], {
    cwd: root,
  }).then(
    (done) => ({ ...done, code: 0 }),
    (error: { code: number; stdout: string; stderr: string }) => error,
  );
  return { ...result, lines: result.stderr.split('\n').filter((line) => line.startsWith('content/')) };
}

describe('npm run check:content: an editor’s slips in three files', () => {
  const root = contentCopy();
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const post = blogPosts[1]!;
  const statement = pressStatements[0]!;
  const bulletin = bulletins[0]!;
  const date = edit(root, 'content/blogs.ts', `date: '${post.date}',`, `date: '2025-02-30',`, `'2025-02-30'`);
  const field = edit(
    root,
    'content/press.ts',
    `slug: '${statement.slug}',`,
    `slug: '${statement.slug}',\n    categroy: 'Policy',`,
    'categroy',
  );
  // The web editor's most common slip: a closing quote lost.
  const quote = edit(root, 'content/bulletins.ts', `slug: '${bulletin.slug}',`, `slug: '${bulletin.slug},`, 'slug');

  it('names each at its file, line and column, all in one run, and as three annotations', async () => {
    const result = await check(root, '--format', 'github');
    expect(result.code).toBe(1);
    expect(result.lines).toEqual([
      // The parser stops at the end of the line the string runs off.
      `content/bulletins.ts:${quote.line}:${quote.text.length + 1}: the file cannot be read: Unterminated string literal.`,
      `content/blogs.ts:${date.line}:${date.column}: post "${post.slug}", date: "2025-02-30" is not a day that exists: February 2025 has 28 days`,
      expect.stringMatching(
        new RegExp(
          `^content/press.ts:${field.line}:${field.column}: press statement ".*", categroy: unknown field \\(did you mean "category"\\?\\)`,
        ),
      ),
    ]);
    const annotations = result.stdout.split('\n').filter((line) => line.startsWith('::'));
    expect(annotations).toEqual([
      `::error file=content/bulletins.ts,line=${quote.line},col=${quote.text.length + 1},title=Content check::the file cannot be read: Unterminated string literal.`,
      `::error file=content/blogs.ts,line=${date.line},col=${date.column},title=Content check::post "${post.slug}", date: "2025-02-30" is not a day that exists: February 2025 has 28 days`,
      expect.stringMatching(
        new RegExp(
          `^::error file=content/press.ts,line=${field.line},col=${field.column},title=Content check::press statement`,
        ),
      ),
    ]);
    expect(result.stderr).not.toMatch(/\n\s+at \S|TransformError|Error:/);
  }, 60_000);
});

describe('npm run check:content: a file others import cannot be read, another stops while it loads', () => {
  const root = contentCopy();
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const post = blogPosts[0]!;
  const label = `export const skipLinkLabel = '${skipLinkLabel}';`;
  const quote = edit(root, 'content/navigation.ts', label, label.replace(`';`, ';'), 'export');
  const thrown = edit(
    root,
    'content/about.ts',
    'export const background',
    'const broken = (undefined as unknown as { x: string }).x;\nexport const background',
    '.x',
  );
  const date = edit(root, 'content/blogs.ts', `date: '${post.date}',`, `date: '2025-13-01',`, `'2025-13-01'`);

  it('names the unreadable files, says which files were not checked and why, and checks the rest', async () => {
    const { code, lines, stderr } = await check(root);
    expect(code).toBe(1);
    expect(lines).toEqual(
      expect.arrayContaining([
        `content/navigation.ts:${quote.line}:${quote.text.length + 1}: the file cannot be read: Unterminated string literal.`,
        expect.stringMatching(
          new RegExp(
            `^content/about.ts:${thrown.line}:\\d+: the file cannot be read: Cannot read properties of undefined`,
          ),
        ),
        expect.stringMatching(
          /^content\/pages.ts:\d+:1: not checked: it imports content\/navigation.ts, which cannot be read; fix that file first$/,
        ),
        expect.stringMatching(/^content\/careers.ts:\d+:1: not checked: it imports content\/navigation.ts/),
        `content/blogs.ts:${date.line}:${date.column}: post "${post.slug}", date: "2025-13-01" is not a day that exists: there is no month 13 (write YYYY-MM-DD)`,
      ]),
    );
    // The line each file imports the unreadable one on.
    const pagesLine = readFileSync(join(root, 'content', 'pages.ts'), 'utf8').split('\n');
    const imported = lines.find((line) => line.startsWith('content/pages.ts:'))!;
    expect(pagesLine[Number(imported.split(':')[1]) - 1]).toMatch(/from '\.\/navigation'/);
    expect(stderr).not.toMatch(/\n\s+at \S|TransformError/);
  }, 60_000);
});
