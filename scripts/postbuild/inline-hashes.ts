/**
 * What a page runs or styles inline, for the policy's hashes: inline `<script>` and `<style>` bodies
 * byte for byte, and `style` attribute values decoded, as the browser hashes them.
 */
import { htmlTokens } from '@/scripts/lib/html';
import { hashSource, unique, type PolicyInputs } from '@/scripts/lib/security-headers';

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

export const inlineScripts = (html: string): string[] => inlineCode(html).scripts;

export function pagePolicyInputs(html: string, runtimeStyleHashes: readonly string[] = []): PolicyInputs {
  const { scripts, styles, styleAttributes } = inlineCode(html);
  return {
    scriptHashes: unique(scripts.map(hashSource)),
    styleHashes: unique([...styles.map(hashSource), ...runtimeStyleHashes]),
    styleAttributeHashes: unique(styleAttributes.map(hashSource)),
  };
}
