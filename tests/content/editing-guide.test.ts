/**
 * @jest-environment node
 */
/**
 * EDITING.md shows each kind of edit with a snippet to copy. Every snippet names, after ```ts, the
 * content file and the export it belongs to, and this test checks it against that export's schema
 * (content/schema), so a snippet that no longer matches today's files fails here, naming its section:
 *   ```ts content/blogs.ts blogPosts[]        one entry of the list
 *   ```ts content/partners.ts partnerRows[][] one entry of a list inside the list
 *   ```ts content/site.ts conferencePromo{}   some fields of the export
 *   ```ts content/council.ts councilMembers[]{} some fields of one entry
 *   ```ts content/pages.ts pages{}            whole entries of a record, by name
 * Photos and documents a snippet names need not exist: only the shape and the values are checked.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { z } from 'zod';
import { contentRegistry, type ContentFileSchema } from '@/content/schema';

const guideFile = join(process.cwd(), 'EDITING.md');

export interface Snippet {
  section: string;
  /** What follows ```ts, e.g. `content/blogs.ts blogPosts[]`. */
  target: string;
  code: string;
}

/** Every ```ts block of the guide with the heading it is under. */
export function snippetsOf(markdown: string): Snippet[] {
  const snippets: Snippet[] = [];
  let section = '(before any heading)';
  let open: Snippet | undefined;
  for (const line of markdown.split('\n')) {
    if (open) {
      if (line.startsWith('```')) {
        snippets.push(open);
        open = undefined;
      } else open.code += `${line}\n`;
      continue;
    }
    const heading = /^#{2,4} (.+)$/.exec(line);
    if (heading) section = heading[1]!.trim();
    const fence = /^```ts(?:\s+(.*))?$/.exec(line);
    if (fence) open = { section, target: (fence[1] ?? '').trim(), code: '' };
  }
  return snippets;
}

function unwrap(schema: unknown): unknown {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodNullable || current instanceof z.ZodDefault) {
    current = current.unwrap();
  }
  if (current instanceof z.ZodPipe) return unwrap(current.in);
  return current;
}

/** Problems of one snippet (empty when it matches), each line naming the guide's section. */
export function checkSnippet({ section, target, code }: Snippet): string[] {
  const where = `EDITING.md, section "${section}"`;
  const spec = /^(content\/[a-z0-9-]+\.ts) ([A-Za-z]+)((?:\[\])*)(\{\})?$/.exec(target);
  if (!spec) {
    return [
      `${where}: the snippet does not say which content it shows: write after \`\`\`ts the file and the export, e.g. "content/blogs.ts blogPosts[]"`,
    ];
  }
  const [, file, exportName, lists = '', fields] = spec;
  const registered = (contentRegistry as Record<string, ContentFileSchema>)[file!];
  let schema: unknown = registered?.exports[exportName!];
  if (!schema) return [`${where}: ${file} has no checked export ${exportName}`];
  for (let depth = 0; depth < lists.length / 2; depth++) {
    schema = unwrap(schema);
    if (!(schema instanceof z.ZodArray)) return [`${where}: ${file} ${exportName} is not a list at that depth`];
    schema = schema.element;
  }
  let value: unknown;
  try {
    value = runInNewContext(fields ? `({\n${code}\n})` : `[\n${code}\n]`, {});
  } catch (error) {
    return [`${where}: the snippet is not valid: ${(error as Error).message}`];
  }
  const against = `${where}: the snippet no longer matches ${file} ${exportName}`;
  const describe = (result: z.ZodSafeParseResult<unknown>, prefix = '') =>
    result.success
      ? []
      : result.error.issues.map(
          (issue) =>
            `${against}: ${[prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '(entry)'}: ${issue.message}`,
        );
  if (!fields) {
    const entries = value as unknown[];
    if (entries.length !== 1) return [`${where}: the snippet should hold one entry, it holds ${entries.length}`];
    return describe((schema as z.ZodType).safeParse(entries[0]));
  }
  const object = unwrap(schema);
  // A record (the pages by name): each entry of the snippet is checked against the entries' schema.
  if (object instanceof z.ZodRecord) {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, entry]) =>
      describe((object.valueType as z.ZodType).safeParse(entry), key),
    );
  }
  if (!(object instanceof z.ZodObject)) return [`${where}: ${file} ${exportName} has no fields at that depth`];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, fieldValue]) => {
    const field = object.shape[key] as z.ZodType | undefined;
    if (!field) return [`${against}: ${key}: unknown field; known fields: ${Object.keys(object.shape).join(', ')}`];
    return describe(field.safeParse(fieldValue), key);
  });
}

const guide = readFileSync(guideFile, 'utf8');
const snippets = snippetsOf(guide);

/** The kinds of edit the guide must cover, each by a heading with at least one checked snippet under it. */
const kinds: [kind: string, heading: RegExp][] = [
  ['posts', /blog post/i],
  ['press statements', /press statement/i],
  ['bulletins', /bulletin/i],
  ['newsletter issues', /newsletter issue/i],
  ['trainings', /^a training/i],
  ['courses', /short course/i],
  ['the AGM', /\bAGM\b/],
  ['vacancies', /vacancy/i],
  ['gallery photos', /gallery photo/i],
  ['the menu', /\bmenu\b/i],
  ['partners and logos', /partner/i],
  ['the promo', /promotion/i],
  ['photos', /photo/i],
  ['documents', /download|document/i],
  ['removing or renaming an item', /removing or renaming/i],
];

describe('EDITING.md: the snippets match today’s content files', () => {
  it('has snippets', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(kinds.length - 2);
  });

  it.each(snippets.map((snippet) => [`${snippet.section} (${snippet.target || 'no target'})`, snippet] as const))(
    '%s',
    (_name, snippet) => {
      expect(checkSnippet(snippet)).toEqual([]);
    },
  );

  it.each(kinds)('has a section with a checked snippet for %s', (kind, heading) => {
    const sections = snippets.filter((snippet) => heading.test(snippet.section)).map((snippet) => snippet.section);
    expect([kind, sections.length > 0 ? 'covered' : `no section heading matching ${heading} with a snippet`]).toEqual([
      kind,
      'covered',
    ]);
  });

  it('names the quick test loop', () => {
    expect(guide).toContain('npm run test:quick');
  });
});

describe('a snippet that no longer matches fails, naming its section', () => {
  const blogPost = snippets.find((snippet) => snippet.target === 'content/blogs.ts blogPosts[]')!;
  const promo = snippets.find((snippet) => snippet.target === 'content/site.ts conferencePromo{}')!;

  it('a field renamed in the content file (the guide still says "author")', () => {
    const problems = checkSnippet({ ...blogPost, code: blogPost.code.replace('author:', 'writer:') });
    expect(problems).toContainEqual(
      `EDITING.md, section "${blogPost.section}": the snippet no longer matches content/blogs.ts blogPosts: author: Invalid input: expected string, received undefined`,
    );
    expect(problems.some((line) => line.includes('writer'))).toBe(true);
  });

  it('a value of the wrong form', () => {
    expect(checkSnippet({ ...blogPost, code: blogPost.code.replace(/date: '[^']+'/, "date: '2025-02-30'") })).toEqual([
      expect.stringMatching(new RegExp(`^EDITING.md, section "${blogPost.section}": .*blogPosts: date: `)),
    ]);
  });

  it('a field the export no longer has (the promo’s old `dates`)', () => {
    const problems = checkSnippet({ ...promo, code: promo.code.replace('days:', 'dates:') });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(
      `EDITING.md, section "${promo.section}": the snippet no longer matches content/site.ts conferencePromo: dates: unknown field`,
    );
  });

  it('a snippet that does not name its content', () => {
    expect(checkSnippet({ section: 'A thing', target: '', code: '{}' })).toEqual([
      expect.stringMatching(/^EDITING.md, section "A thing": the snippet does not say which content it shows/),
    ]);
  });
});
