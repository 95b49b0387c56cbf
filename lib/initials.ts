const titles = new Set(['dr', 'eng', 'prof', 'mr', 'mrs', 'ms', 'miss', 'cpa', 'hon', 'rev', 'arch', 'plan']);

/** "Dr. Grace Wanjiku Mwangi" gives "GM": first and last name, titles left out. */
export function initialsOf(name: string): string {
  const words = name
    .split(/\s+/)
    .filter((word) => word && !titles.has(word.replace(/\.$/, '').toLowerCase()))
    .map((word) => word.replace(/[^\p{L}]/gu, ''))
    .filter(Boolean);
  if (words.length === 0) return '';
  return `${words[0]![0]!}${words.length > 1 ? words.at(-1)![0]! : ''}`.toUpperCase();
}
