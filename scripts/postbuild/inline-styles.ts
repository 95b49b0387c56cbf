/**
 * Post-build step: each page's `<head>` carries the rules of the stylesheet it can use (about half of
 * it), so the first paint waits for the HTML alone (linked, the stylesheet arrived 400-600 ms after it
 * on the benchmark's profile) and a phone parses and matches half the rules. A page can use the
 * classes of its own markup and those any script of the site renders (an open menu, a dialog, the
 * PDF reader); pages are whole documents, never rendered by another page's scripts (the site has no
 * client-side navigation). The `<link>` stays, `disabled`: it is not fetched, and React finds the
 * link Next.js rendered when it hydrates, so it adds no second one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss, { type Container } from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { elements, htmlTokens, withEdits } from '@/scripts/lib/html';
import { listFiles } from './site-policy';

/** The stylesheet with its relative `url()`s (next/font writes `../media/…`) made root-relative. */
export function rootRelativeUrls(css: string, href: string): string {
  return css.replace(/url\((\s*['"]?)(\.\.?\/)/g, (_, open: string, relative: string) => {
    const base = new URL(relative, new URL(href, 'https://site.invalid')).pathname;
    return `url(${open}${base}`;
  });
}

/**
 * The classes an element must carry for a selector to match anything: not those under `:not()`, nor
 * those in one of several alternatives (`:is(.a, .b)` matches with either).
 */
function requiredClasses(selector: string): string[] {
  const classes: string[] = [];
  selectorParser((root) =>
    root.walkClasses((node) => {
      for (let parent = node.parent; parent; parent = parent.parent) {
        if (parent.type === 'pseudo' && (parent.value === ':not' || parent.nodes.length > 1)) return;
      }
      classes.push(node.value);
    }),
  ).processSync(selector);
  return classes;
}

/** A stylesheet's rules, each selector with the classes it requires; the rest as written. */
type Part =
  | { text: string; declaration: boolean }
  | { selectors: [string, string[]][]; body: Part[] }
  | { head: string; body: Part[] };

function parts(container: Container): Part[] {
  return (container.nodes ?? []).map((node): Part => {
    if (node.type === 'rule')
      return { selectors: node.selectors.map((s) => [s, requiredClasses(s)]), body: parts(node) };
    if (node.type === 'atrule' && node.nodes) {
      return {
        head: `@${node.name}${node.params ? `${node.raws.afterName ?? ' '}${node.params}` : ''}`,
        body: parts(node),
      };
    }
    // A statement (`@layer a, b;`) ends with its semicolon; declarations are joined by them.
    if (node.type === 'atrule') return { text: `${node.toString()};`, declaration: false };
    return { text: node.toString(), declaration: node.type === 'decl' };
  });
}

/** Each stylesheet parsed once, for every page's share. */
const parsed = new Map<string, Part[]>();

function print(part: Part, classes: ReadonlySet<string>): string {
  if ('text' in part) return part.text;
  const body = part.body
    .map((inner, at) => {
      const joined = 'text' in inner && inner.declaration && at > 0 && 'declaration' in part.body[at - 1]!;
      return `${joined ? ';' : ''}${print(inner, classes)}`;
    })
    .join('');
  if ('head' in part) return body || part.body.length === 0 ? `${part.head}{${body}}` : '';
  const kept = part.selectors.filter(([, required]) => required.every((name) => classes.has(name)));
  return kept.length > 0 ? `${kept.map(([s]) => s).join(',')}{${body}}` : '';
}

/** The rules of `css` that can match an element of a page whose elements carry `classes`. */
export function rulesFor(css: string, classes: ReadonlySet<string>): string {
  if (!parsed.has(css)) parsed.set(css, parts(postcss.parse(css)));
  return parsed
    .get(css)!
    .map((part) => print(part, classes))
    .join('');
}

/** A stylesheet of the build's own, not yet inlined (a second run of the step changes nothing). */
const isStylesheet = (attributes: Record<string, string> = {}) =>
  attributes.rel === 'stylesheet' &&
  attributes.href?.startsWith('/_next/static/') === true &&
  !('disabled' in attributes);

/**
 * The page with the rules its elements' classes and `scriptWords` (every word of the site's scripts,
 * whatever they may render) can match; `readStylesheet` gives the stylesheet by its path.
 */
export function withInlineStyles(
  html: string,
  readStylesheet: (href: string) => string,
  scriptWords: Iterable<string> = [],
): string {
  const tokens = htmlTokens(html);
  const links = elements(tokens, 'link').filter(({ token }) => isStylesheet(token.attributes));
  const classes = new Set([
    ...tokens.tokens.flatMap((token) => token.attributes?.class?.split(/\s+/) ?? []),
    ...scriptWords,
  ]);
  return withEdits(
    html,
    links.map(({ token }) => {
      const href = token.attributes!.href!;
      // The printer writes a "</style" in a string as "\3c /style", which cannot end the element.
      const css = rootRelativeUrls(rulesFor(readStylesheet(href), classes), href);
      const link = html.slice(token.start, token.end).replace(/\s*\/?>$/, ' disabled=""/>');
      return { start: token.start, end: token.end, text: `<style>${css}</style>${link}` };
    }),
  );
}

export function inlineStyles(outDir: string): number {
  const files = new Map<string, string>();
  const read = (href: string) => {
    if (!files.has(href)) files.set(href, readFileSync(join(outDir, href), 'utf8'));
    return files.get(href)!;
  };
  const scriptWords = new Set(
    listFiles(join(outDir, '_next', 'static'))
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => readFileSync(join(outDir, '_next', 'static', file), 'utf8').split(/[\s"'`]+/)),
  );
  let changed = 0;
  for (const page of listFiles(outDir).filter((file) => file.endsWith('.html'))) {
    const file = join(outDir, page);
    const html = readFileSync(file, 'utf8');
    const updated = withInlineStyles(html, read, scriptWords);
    if (updated === html) continue;
    writeFileSync(file, updated);
    changed += 1;
  }
  return changed;
}

export const inlineStylesStep = {
  name: 'inline styles (the rules each page uses)',
  run: () => {
    const pages = inlineStyles(join(__dirname, '..', '..', 'out'));
    console.log(`inline styles: ${pages} pages`);
  },
};
