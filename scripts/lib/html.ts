/**
 * Pages as the post-build steps read them: htmlparser2's tokens with their place in the HTML, so a
 * step can change a page in place. Attributes and text come decoded; a script's or style's body stays
 * as written, as the browser runs and hashes it.
 */
import { Parser } from 'htmlparser2';

export interface HtmlToken {
  /** A start tag, an end tag, text, or anything else (a comment, a doctype, a script's or style's body). */
  kind: 'open' | 'close' | 'text' | 'other';
  name?: string;
  attributes?: Record<string, string>;
  text?: string;
  start: number;
  end: number;
}

export interface HtmlTokens {
  tokens: HtmlToken[];
  /** Each element's end tag, by the index of its start tag; an element without one (void, or closed by what follows) has none. */
  closing: Map<number, number>;
}

export function htmlTokens(html: string): HtmlTokens {
  const tokens: HtmlToken[] = [];
  const closing = new Map<number, number>();
  const open: number[] = [];
  const place = () => ({ start: parser.startIndex, end: parser.endIndex + 1 });
  const other = () => tokens.push({ kind: 'other', ...place() });
  const parser = new Parser({
    onopentag(name, attributes) {
      open.push(tokens.length);
      tokens.push({ kind: 'open', name, attributes, ...place() });
    },
    onclosetag(name, implied) {
      const from = open.pop();
      if (implied || from === undefined) return;
      closing.set(from, tokens.length);
      tokens.push({ kind: 'close', name, ...place() });
    },
    ontext(text) {
      const inside = tokens[open.at(-1) ?? -1]?.name;
      if (inside === 'script' || inside === 'style') return other();
      const last = tokens.at(-1);
      // A text between two tags comes in pieces (one per character reference): one token.
      if (last?.kind === 'text' && last.end === parser.startIndex) {
        last.text += text;
        last.end = parser.endIndex + 1;
      } else tokens.push({ kind: 'text', text, ...place() });
    },
    oncomment: other,
    onprocessinginstruction: other,
  });
  parser.end(html);
  return { tokens, closing };
}

export function elements({ tokens }: HtmlTokens, name: string): { at: number; token: HtmlToken }[] {
  return tokens.flatMap((token, at) => (token.kind === 'open' && token.name === name ? [{ at, token }] : []));
}

/** `html` with each edit made: the text from `start` to `end` (nothing, without `end`) replaced; edits at one place keep their order. */
export function withEdits(html: string, edits: { start: number; end?: number; text: string }[]): string {
  let result = '';
  let cursor = 0;
  for (const { start, end = start, text } of [...edits].sort((a, b) => a.start - b.start)) {
    result += html.slice(cursor, Math.max(cursor, start)) + text;
    cursor = Math.max(cursor, end);
  }
  return result + html.slice(cursor);
}
