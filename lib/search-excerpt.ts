/**
 * How Pagefind's highlighted excerpts are shown. Excerpts are turned into plain text segments
 * (rendered by React as text), so nothing in an excerpt is ever injected as markup; only <mark>
 * survives, as a flag. Apart from the query helpers, so the lists that only match text do not
 * carry this code.
 */
export interface ExcerptSegment {
  text: string;
  mark: boolean;
}

/**
 * An excerpt's text with its character references decoded by the browser's own HTML parser, as the
 * content of a <textarea> (text only: nothing in it becomes an element) in a document that runs and
 * loads nothing. The search runs only in the browser, which has the decoder a library would ship.
 */
function decodeReferences(text: string): string {
  if (!text.includes('&')) return text;
  return new DOMParser().parseFromString(`<textarea>${text}`, 'text/html').querySelector('textarea')!.value;
}

const wordPattern = /[\p{L}\p{N}]+/gu;

/**
 * Splits an excerpt such as `the <mark>waste</mark> act` into text segments, marking the highlighted
 * ones. Any other tag-like text is kept as visible text, never as markup.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
  const push = (text: string, mark: boolean) => {
    if (text === '') return;
    const last = segments[segments.length - 1];
    if (last && last.mark === mark) last.text += text;
    else segments.push({ text, mark });
  };
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
      push(text, false);
      continue;
    }
    // The index marks a whole run between spaces ("fee:"); only the word itself is highlighted.
    const [, before = '', word = '', after = ''] = /^([^\p{L}\p{N}]*)([\s\S]*?)([^\p{L}\p{N}]*)$/u.exec(text) ?? [];
    push(before, false);
    push(word, true);
    push(after, false);
  }
  return segments;
}

/** An excerpt's segments back as excerpt text: escaped, with its highlights in <mark>. */
export function excerptHtml(segments: ExcerptSegment[]): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return segments.map(({ text, mark }) => (mark ? `<mark>${escape(text)}</mark>` : escape(text))).join('');
}

/** The words an excerpt highlights, in lower case. */
export function markedWords(excerpt: string): string[] {
  return excerptSegments(excerpt)
    .filter((segment) => segment.mark)
    .flatMap((segment) => segment.text.toLowerCase().match(wordPattern) ?? []);
}

const wordsOf = (text: string) => [...text.matchAll(wordPattern)];
/** The fewest words an excerpt keeps after its title is taken off: shorter, it keeps the title. */
const keptWords = 5;

/**
 * An excerpt's segments without the result's own title at its start: a page's excerpt often opens
 * with its heading, and a document's with the end of its title line, right under the same title.
 * Only a run of the title's last words is taken off (the whole title, or where the excerpt's window
 * began inside it), and only when enough of the excerpt remains to say something.
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
  // The words after it start at the next letter or digit: the title's punctuation goes with it.
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

/**
 * A document page's excerpt without the masthead its first page opens with (its title lines and the
 * line under them, as the search index recorded them): the result's title already says it.
 */
export function excerptAfterMasthead(excerpt: string, masthead: string | undefined): string {
  if (!masthead) return excerpt;
  const segments = excerptSegments(excerpt);
  const after = excerptAfterTitle(segments, masthead);
  return after === segments ? excerpt : excerptHtml(after);
}

/** Where an excerpt's window cut into a sentence: a small letter, or the punctuation before a word. */
const cutOpening = /^[\s\-–—,;:.…]+|^(?=\p{Ll})/u;

/**
 * An excerpt cut off inside a sentence says so: it ends with an ellipsis, and one that begins inside
 * a sentence (on a small letter, or on the dash or comma its window left before the first word)
 * begins with one instead of that punctuation.
 */
export function withEllipsis(segments: ExcerptSegment[]): ExcerptSegment[] {
  const first = segments[0];
  if (!first) return segments;
  const cut = cutOpening.exec(first.text);
  const opened =
    cut && first.text.trim() !== ''
      ? [{ text: '…', mark: false }, { ...first, text: first.text.slice(cut[0].length) }, ...segments.slice(1)]
      : segments;
  // Adjacent plain segments become one again (the ellipsis and the words after it).
  const kept = opened.reduce<ExcerptSegment[]>((merged, segment) => {
    const last = merged[merged.length - 1];
    if (segment.text === '') return merged;
    if (last && last.mark === segment.mark) merged[merged.length - 1] = { ...last, text: last.text + segment.text };
    else merged.push(segment);
    return merged;
  }, []);
  const text = kept[kept.length - 1]?.text.trimEnd() ?? '';
  if (text === '' || /[.!?…]["”’)]?$/.test(text)) return kept;
  return [...kept, { text: '…', mark: false }];
}
