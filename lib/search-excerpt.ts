/**
 * How Pagefind's highlighted excerpts are shown: as plain text segments rendered by React, so nothing
 * in an excerpt is ever injected as markup; only <mark> survives, as a flag.
 */
interface ExcerptSegment {
  text: string;
  mark: boolean;
}

/**
 * Character references decoded by the browser's own parser, as the content of a <textarea> (nothing
 * in it becomes an element) in a document that runs and loads nothing.
 */
function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return new DOMParser().parseFromString(`<textarea>${text}`, 'text/html').querySelector('textarea')!.value;
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/** Segments without empty ones, neighbours of the same kind joined. */
function joined(parts: readonly ExcerptSegment[]): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  for (const { text, mark } of parts) {
    const last = segments.at(-1);
    if (text === '') continue;
    if (last && last.mark === mark) last.text += text;
    else segments.push({ text, mark });
  }
  return segments;
}

/** `the <mark>waste</mark> act` as text segments; any other tag-like text stays visible text. */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const parts: ExcerptSegment[] = [];
  let depth = 0;
  for (const part of excerpt.split(/(<\/?mark>)/i)) {
    const tag = part.toLowerCase();
    if (tag === '<mark>') {
      depth += 1;
      continue;
    }
    if (tag === '</mark>') {
      depth = Math.max(0, depth - 1);
      continue;
    }
    const text = decodeReferences(part);
    if (depth === 0) {
      parts.push({ text, mark: false });
      continue;
    }
    // The index marks a whole run between spaces ("fee:"); only the word itself is highlighted.
    const [, before = '', word = '', after = ''] = /^([^\p{L}\p{N}]*)([\s\S]*?)([^\p{L}\p{N}]*)$/u.exec(text) ?? [];
    parts.push({ text: before, mark: false }, { text: word, mark: true }, { text: after, mark: false });
  }
  return joined(parts);
}

export function markedWords(excerpt: string): string[] {
  return excerptSegments(excerpt)
    .filter((segment) => segment.mark)
    .flatMap((segment) => segment.text.toLowerCase().match(wordPattern) ?? []);
}

const wordsOf = (text: string) => [...text.matchAll(wordPattern)];
/** The fewest words an excerpt keeps after its title is taken off. */
const keptWords = 5;

/**
 * An excerpt without the result's own title at its start (a page's heading, the end of a document's
 * title line): a run of the title's last words, taken off only when enough of the excerpt remains.
 */
export function excerptAfterTitle(segments: ExcerptSegment[], title: string): ExcerptSegment[] {
  const text = segments.map((segment) => segment.text).join('');
  const words = wordsOf(text);
  const titleWords = wordsOf(title).map(([word]) => word.toLowerCase());
  let taken = 0;
  for (let count = Math.min(titleWords.length, words.length - keptWords); count >= 1; count--) {
    const tail = titleWords.slice(-count);
    if (tail.every((word, at) => words[at]![0].toLowerCase() === word)) {
      taken = count;
      break;
    }
  }
  // One word alone is only the title when the title is that word.
  if (taken === 0 || (taken === 1 && titleWords.length > 1)) return segments;
  const last = words[taken - 1]!;
  // The title's punctuation goes with it.
  const cut = words[taken]!.index!;
  if (cut < last.index! + last[0].length) return segments;
  const kept: ExcerptSegment[] = [];
  let offset = 0;
  for (const segment of segments) {
    const end = offset + segment.text.length;
    if (end > cut) kept.push({ ...segment, text: segment.text.slice(Math.max(0, cut - offset)) });
    offset = end;
  }
  return kept;
}

/** A document page's excerpt without the masthead its first page opens with (the result's title says it). */
export function excerptAfterMasthead(excerpt: string, masthead: string | undefined): string {
  if (!masthead) return excerpt;
  const segments = excerptSegments(excerpt);
  const after = excerptAfterTitle(segments, masthead);
  if (after === segments) return excerpt;
  // Back as excerpt text: escaped, with its highlights in <mark>.
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return after.map(({ text, mark }) => (mark ? `<mark>${escape(text)}</mark>` : escape(text))).join('');
}

/** Where an excerpt's window cut into a sentence: a small letter, or the punctuation before a word. */
const cutOpening = /^[\s\-–—,;:.…]+|^(?=\p{Ll})/u;

/**
 * An excerpt cut inside a sentence ends with an ellipsis, and one that begins inside a sentence (a
 * small letter, or a dash or comma before the first word) begins with one instead of that punctuation.
 */
export function withEllipsis(segments: ExcerptSegment[]): ExcerptSegment[] {
  const first = segments[0];
  if (!first) return segments;
  const cut = cutOpening.exec(first.text);
  const opened =
    cut && first.text.trim() !== ''
      ? [{ text: '…', mark: false }, { ...first, text: first.text.slice(cut[0].length) }, ...segments.slice(1)]
      : segments;
  const kept = joined(opened);
  const text = kept[kept.length - 1]?.text.trimEnd() ?? '';
  if (text === '' || /[.!?…]["”’)]?$/.test(text)) return kept;
  return [...kept, { text: '…', mark: false }];
}
