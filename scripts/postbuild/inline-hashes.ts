/**
 * Finds what a page runs or styles inline, so the policy can allow exactly that by hash:
 * every inline `<script>` (Next's RSC payload chunks and bootstrap, JSON-LD), every `<style>`
 * element and every `style="..."` attribute value (decoded, as the browser hashes it). A script or
 * style body is hashed byte for byte as the page holds it.
 */
import { htmlTokens } from '@/scripts/lib/html';
import { hashSource, type PolicyInputs } from '@/scripts/lib/security-headers';

/** A page's inline script bodies, `<style>` bodies and `style` attribute values, in document order. */
export function inlineCode(html: string): { scripts: string[]; styles: string[]; styleAttributes: string[] } {
  const { tokens, closing } = htmlTokens(html);
  const found = { scripts: [] as string[], styles: [] as string[], styleAttributes: [] as string[] };
  for (const [at, token] of tokens.entries()) {
    if (token.kind !== 'open') continue;
    const { name, attributes = {} } = token;
    if (attributes.style !== undefined) found.styleAttributes.push(attributes.style);
    if (name !== 'style' && (name !== 'script' || attributes.src !== undefined)) continue;
    const end = tokens[closing.get(at) ?? -1]?.start ?? html.length;
    (name === 'script' ? found.scripts : found.styles).push(html.slice(token.end, end));
  }
  return found;
}

/** The inline script bodies of a page, in document order. */
export const inlineScripts = (html: string): string[] => inlineCode(html).scripts;

/** The hash sources one page needs. */
export function pagePolicyInputs(html: string, runtimeStyleHashes: readonly string[] = []): PolicyInputs {
  const { scripts, styles, styleAttributes } = inlineCode(html);
  const sorted = (values: string[]) => [...new Set(values)].sort();
  return {
    scriptHashes: sorted(scripts.map(hashSource)),
    styleHashes: sorted([...styles.map(hashSource), ...runtimeStyleHashes]),
    styleAttributeHashes: sorted(styleAttributes.map(hashSource)),
  };
}
