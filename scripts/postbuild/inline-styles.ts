/**
 * Post-build step: the stylesheet (about 15 KB compressed) inlined into each page's `<head>`, so the
 * first paint waits for the HTML alone (linked, it arrived 400-600 ms after it on the benchmark's
 * profile). The `<link>` stays, `disabled`: it is not fetched, and React finds the link Next.js
 * rendered when it hydrates or navigates, so it adds no second one.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { elements, htmlTokens, withEdits } from '@/scripts/lib/html';
import { listFiles } from './site-policy';

/** The stylesheet with its relative `url()`s (next/font writes `../media/…`) made root-relative. */
export function rootRelativeUrls(css: string, href: string): string {
  return css.replace(/url\((\s*['"]?)(\.\.?\/)/g, (_, open: string, relative: string) => {
    const base = new URL(relative, new URL(href, 'https://site.invalid')).pathname;
    return `url(${open}${base}`;
  });
}

/** A stylesheet of the build's own, not yet inlined (a second run of the step changes nothing). */
const isStylesheet = (attributes: Record<string, string> = {}) =>
  attributes.rel === 'stylesheet' &&
  attributes.href?.startsWith('/_next/static/') === true &&
  !('disabled' in attributes);

export function withInlineStyles(html: string, readStylesheet: (href: string) => string, file = 'the page'): string {
  const links = elements(htmlTokens(html), 'link').filter(({ token }) => isStylesheet(token.attributes));
  return withEdits(
    html,
    links.map(({ token }) => {
      const href = token.attributes!.href!;
      const css = rootRelativeUrls(readStylesheet(href), href);
      if (/<\/style/i.test(css)) throw new Error(`${file}: ${href} contains "</style" and cannot be inlined`);
      const link = html.slice(token.start, token.end).replace(/\s*\/?>$/, ' disabled=""/>');
      return { start: token.start, end: token.end, text: `<style>${css}</style>${link}` };
    }),
  );
}

export function inlineStyles(outDir: string): number {
  const stylesheets = new Map<string, string>();
  const read = (href: string) => {
    if (!stylesheets.has(href)) stylesheets.set(href, readFileSync(join(outDir, href), 'utf8'));
    return stylesheets.get(href)!;
  };
  let changed = 0;
  for (const page of listFiles(outDir).filter((file) => file.endsWith('.html'))) {
    const file = join(outDir, page);
    const html = readFileSync(file, 'utf8');
    const updated = withInlineStyles(html, read, page);
    if (updated === html) continue;
    writeFileSync(file, updated);
    changed += 1;
  }
  return changed;
}

export const inlineStylesStep = {
  name: 'inline styles (the stylesheet in every page)',
  run: () => {
    const pages = inlineStyles(join(__dirname, '..', '..', 'out'));
    console.log(`inline styles: ${pages} pages`);
  },
};
