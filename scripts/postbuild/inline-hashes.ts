/**
 * Finds what a page runs or styles inline, so the policy can allow exactly that by hash:
 * every inline `<script>` (Next's RSC payload chunks and bootstrap, JSON-LD), every `<style>`
 * element and every `style="..."` attribute value. HTML from React's renderer is regular enough
 * for this scan; a script or style body is hashed byte for byte as the browser sees it.
 */
import { hashSource, type PolicyInputs } from '../lib/security-headers';

const scriptPattern = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const stylePattern = /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi;
const tagPattern = /<[a-zA-Z][^\s/>]*(\s[^>]*)?>/g;
const styleAttributePattern = /\sstyle\s*=\s*(?:"([^"]*)"|'([^']*)')/i;

const namedEntities: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

/** Decodes character references in an attribute value, as the HTML parser does. */
export function decodeAttribute(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (match, code: string) => {
    if (code[0] === '#') {
      const point = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(point) ? String.fromCodePoint(point) : match;
    }
    return namedEntities[code.toLowerCase()] ?? match;
  });
}

function hasSrc(attributes: string): boolean {
  return /(^|\s)src\s*=/i.test(attributes);
}

/** The inline script bodies of a page, in document order. */
export function inlineScripts(html: string): string[] {
  const bodies: string[] = [];
  for (const match of html.matchAll(scriptPattern)) {
    if (!hasSrc(match[1] ?? '')) bodies.push(match[2] ?? '');
  }
  return bodies;
}

/** The `<style>` element bodies of a page. */
export function inlineStyles(html: string): string[] {
  return [...html.matchAll(stylePattern)].map((match) => match[1] ?? '');
}

/** The `style` attribute values of a page's elements (script and style bodies excluded). */
export function styleAttributes(html: string): string[] {
  const markup = html.replace(scriptPattern, '<script>').replace(stylePattern, '<style>');
  const values: string[] = [];
  for (const tag of markup.matchAll(tagPattern)) {
    const attribute = (tag[1] ?? '').match(styleAttributePattern);
    if (attribute) values.push(decodeAttribute(attribute[1] ?? attribute[2] ?? ''));
  }
  return values;
}

/** The hash sources one page needs. */
export function pagePolicyInputs(html: string, runtimeStyleHashes: readonly string[] = []): PolicyInputs {
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return {
    scriptHashes: sorted(inlineScripts(html).map(hashSource)),
    styleHashes: sorted([...inlineStyles(html).map(hashSource), ...runtimeStyleHashes]),
    styleAttributeHashes: sorted(styleAttributes(html).map(hashSource)),
  };
}
