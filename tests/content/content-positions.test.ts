/**
 * @jest-environment node
 */
/**
 * Where the content check says a problem is (scripts/lib/content-positions.ts): a line and column of
 * the content file, found in its syntax tree, so a terminal, an editor and the Git host's pull request
 * open the file at the place to fix.
 */
import {
  githubAnnotation,
  localImports,
  locate,
  parseContent,
  positionedLine,
  syntaxError,
  type ContentPlace,
} from '@/scripts/lib/content-positions';

/** A small content file; each `«»` marks a place a test expects, numbered in order. */
const marked = `import type { BlogPost } from './schema';
import { site } from './site';

const sharedImage = «0»{ src: «1»'blog/shared', alt: 'A shared photo' };
const older = [«2»{ slug: 'older-post', date: '2024-01-01' }];

export const blogPosts = [
  «3»{
    slug: 'first-post',
    date: «4»'2025-02-30',
    «5»autor: 'A. Writer',
    image: sharedImage,
    tags: ['a', «6»'b'],
  },
  ...older,
  «7»{ ...«8»{ slug: 'spread-post', date: «9»'2025-01-01' }, title: 'Spread' },
] satisfies BlogPost[];

export const site2 = «10»site.name;
`;

const marks: { line: number; column: number }[] = [];
const text = marked
  .split('\n')
  .map((line, row) =>
    line.replace(/«(\d+)»/g, (_, n: string, offset: number, whole: string) => {
      const before = whole.slice(0, offset).replace(/«\d+»/g, '');
      marks[Number(n)] = { line: row + 1, column: before.length + 1 };
      return '';
    }),
  )
  .join('\n');
const source = parseContent('content/blogs.ts', text);
const at = (path: PropertyKey[], extra: Partial<ContentPlace> = {}) =>
  locate(source, { exportName: 'blogPosts', path, ...extra });

describe('locate: from a problem’s path to where it was written', () => {
  it('an entry of a list: its opening brace', () => {
    expect(at([0])).toEqual(marks[3]);
  });

  it('a field: its value, counted from 1 as editors count', () => {
    expect(at([0, 'date'])).toEqual(marks[4]);
    expect(marks[4]).toEqual({ line: 10, column: 11 });
  });

  it('an unknown field: its name', () => {
    expect(at([0, 'autor'], { name: true })).toEqual(marks[5]);
  });

  it('an item of a list inside a field', () => {
    expect(at([0, 'tags', 1])).toEqual(marks[6]);
  });

  it('a field left out: the entry’s opening brace', () => {
    expect(at([0, 'author'])).toEqual(marks[3]);
  });

  it('a field of a group named by another const of the file: where that const writes it', () => {
    expect(at([0, 'image'])).toEqual(marks[0]);
    expect(at([0, 'image', 'src'])).toEqual(marks[1]);
  });

  it('entries spread from another list count in their places, and spread fields are followed', () => {
    expect(at([1])).toEqual(marks[2]);
    expect(at([2])).toEqual(marks[7]);
    expect(at([2, 'date'])).toEqual(marks[9]);
    expect(at([2, 'slug'])).not.toEqual(marks[7]);
    expect(at([2, 'author'])).toEqual(marks[7]);
  });

  it('a path that cannot be followed: the last place reached; an export not there: the first line', () => {
    expect(at([9, 'date'])).toEqual({ line: 7, column: 26 });
    expect(locate(source, { exportName: 'site2', path: ['name'] })).toEqual(marks[10]);
    expect(locate(source, { exportName: 'nothing', path: [] })).toEqual({ line: 1, column: 1 });
  });
});

describe('a file that does not parse', () => {
  it('an unclosed quote is named at its line with the parser’s own message', () => {
    const broken = parseContent('content/bulletins.ts', text.replace("'2025-02-30',", "'2025-02-30,"));
    expect(syntaxError(broken)).toEqual({
      position: { line: 10, column: 23 },
      message: 'Unterminated string literal.',
    });
  });

  it('an unclosed bracket, and a missing comma', () => {
    const bracket = syntaxError(parseContent('content/a.ts', text.replace("tags: ['a', 'b'],", "tags: ['a', 'b',")));
    expect(bracket?.position.line).toBe(14);
    expect(bracket?.message).toBe('Expression or comma expected.');
    const comma = syntaxError(parseContent('content/a.ts', text.replace("slug: 'first-post',", "slug: 'first-post'")));
    expect(comma).toEqual({ position: { line: 10, column: 5 }, message: "',' expected." });
  });

  it('a file that parses has no syntax error', () => {
    expect(syntaxError(source)).toBeUndefined();
  });

  it('the content files it loads, and where it imports them (type imports load nothing)', () => {
    expect(localImports(source)).toEqual([{ file: 'content/site.ts', position: { line: 2, column: 1 } }]);
  });
});

describe('how a problem is written', () => {
  it('as file:line:column, which terminals and editors link to', () => {
    expect(positionedLine('content/blogs.ts', { line: 42, column: 11 }, 'post "a", date: "2025-02-30" is …')).toBe(
      'content/blogs.ts:42:11: post "a", date: "2025-02-30" is …',
    );
  });

  it('as the Git host’s annotation, with %, CR and LF escaped in the message, and : and , in properties', () => {
    expect(githubAnnotation('content/blogs.ts', { line: 42, column: 11 }, 'post "a", date: 100%\r\nwrong')).toBe(
      '::error file=content/blogs.ts,line=42,col=11,title=Content check::post "a", date: 100%25%0D%0Awrong',
    );
    expect(githubAnnotation('content/a,b:c.ts', { line: 1, column: 1 }, 'x', 'Check: one, two')).toBe(
      '::error file=content/a%2Cb%3Ac.ts,line=1,col=1,title=Check%3A one%2C two::x',
    );
  });
});
