/**
 * Expectations taken from the content modules, so the end-to-end tests follow what the editors
 * publish instead of pinning counts or titles of the sample data.
 */
import { matchesQuery } from '../lib/search-text';

/** A word of `text` (at least five letters), in capitals so the search is shown to ignore case. */
export function searchWordOf(text: string): string {
  const words = text.split(/[^A-Za-z]+/).filter((word) => word.length >= 5);
  return (words.sort((a, b) => b.length - a.length)[0] ?? text).toUpperCase();
}

/** A run of words from a post body that no searchable field contains (bodies are not searched). */
export function unsearchedPhrase(paragraphs: readonly string[], fieldsOfAll: readonly string[][]): string | undefined {
  for (const paragraph of paragraphs) {
    const words = paragraph.split(/\s+/);
    for (let i = 0; i + 3 <= words.length; i++) {
      const phrase = words.slice(i, i + 3).join(' ');
      if (!/^[\w\s]+$/.test(phrase)) continue;
      if (fieldsOfAll.every((fields) => !matchesQuery(fields, phrase))) return phrase;
    }
  }
  return undefined;
}

/** "Showing all 6 press statements" / "Showing 2 of 6 press statements", as the list's status says. */
export function showingText(shown: number, total: number, noun: readonly [string, string]): string {
  const word = (n: number) => (n === 1 ? noun[0] : noun[1]);
  return shown === total ? `Showing all ${total} ${word(total)}` : `Showing ${shown} of ${total} ${word(total)}`;
}
