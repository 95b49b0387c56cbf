/**
 * Fills a text's `{name}` placeholders: the page copy (lib/page-copy.ts) and the search dialog's
 * words use it. Apart from the page copy's helpers, so the search dialog's chunk carries only this.
 */

/** The facts a page fills into its copy's `{name}` placeholders. */
export type CopyFacts = Record<string, string | number>;

const placeholder = /\{([a-zA-Z]+)\}/g;

/**
 * A text with its `{name}` placeholders replaced by the page's facts. A placeholder the page does
 * not know stops the build, naming the page and the placeholder.
 */
export function fillText(text: string, facts: CopyFacts, where = 'content/pages.ts'): string {
  return text.replace(placeholder, (_, name: string) => {
    const value = facts[name];
    if (value === undefined) {
      const known = Object.keys(facts);
      throw new Error(
        `${where}: {${name}} is not a fact this page can fill in (${known.length ? `it knows: ${known.map((k) => `{${k}}`).join(', ')}` : 'it fills in none'})`,
      );
    }
    return String(value);
  });
}
