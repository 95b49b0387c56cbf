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

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Decodes the character references an HTML-escaped excerpt may hold; unknown ones stay as typed. */
export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref.startsWith('#')) {
      const code =
        ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return named[ref.toLowerCase()] ?? whole;
  });
}

/**
 * Splits an excerpt such as `the <mark>waste</mark> act` into text segments, marking the highlighted
 * ones. Any other tag-like text is kept as visible text, never as markup.
 */
export function excerptSegments(excerpt: string): ExcerptSegment[] {
  const segments: ExcerptSegment[] = [];
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
    if (part === '') continue;
    const text = decodeEntities(part);
    const mark = depth > 0;
    const last = segments[segments.length - 1];
    if (last && last.mark === mark) last.text += text;
    else segments.push({ text, mark });
  }
  return segments;
}
