/** Formatting shared by every page; pure and locale-stable (en-KE grouping with commas). */

export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}

/** "KES 2,500" */
export function formatKes(amount: number): string {
  return `KES ${formatNumber(amount)}`;
}

/** "812 B", "14.2 KB", "1.4 MB". */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) throw new Error(`Invalid byte count: ${bytes}`);
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value >= 100 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** Below this a file's size is left out of its facts: a few kilobytes reads as a stub. */
const smallFileBytes = 100 * 1024;

/** Singular and plural words of a PDF's pages and an archive's files, `{count}` standing for the number. */
export interface FileFactWords {
  pages: readonly [one: string, many: string];
  files: readonly [one: string, many: string];
}

/** ("{count} page", "{count} pages") gives "1 page", "1,200 pages". */
export function countText(count: number, [one, many]: readonly [one: string, many: string]): string {
  return (count === 1 ? one : many).replace('{count}', formatNumber(count));
}

/**
 * What a page states of a file, after "PDF": its pages from two, or a ZIP's files, and its size from
 * 100 KB ("12 pages, 1.4 MB"), which a phone on a metered plan wants to know. A file that could not be
 * counted states its size, however small; a small one-page PDF states nothing.
 */
export function fileFactsText(facts: { bytes: number; pages?: number; files?: number }, words: FileFactWords): string {
  const parts: string[] = [];
  const [count, forms] = facts.pages !== undefined ? [facts.pages, words.pages] : [facts.files, words.files];
  if (count !== undefined && facts.pages !== 1) parts.push(countText(count, forms));
  if (count === undefined || facts.bytes >= smallFileBytes) parts.push(formatBytes(facts.bytes));
  return parts.join(', ');
}

/** A mailto: link with an encoded subject and body. */
export function mailto(email: string, subject?: string, body?: string): string {
  const params = new URLSearchParams();
  if (subject) params.set('subject', subject);
  if (body) params.set('body', body);
  const query = params.toString().replace(/\+/g, '%20');
  return `mailto:${email}${query ? `?${query}` : ''}`;
}

/** An amount in KES, or the word for none ("Free"). */
export function feeText(amount: number, zero: string): string {
  return amount === 0 ? zero : formatKes(amount);
}
