import type { BlogPost } from '@/content/schema';

/** A paragraph of a post as plain text: each `{name}` is its link's words (feeds, word counts). */
export function plainParagraph(paragraph: string, links: BlogPost['links']): string {
  return paragraph.replace(/\{([^{}]*)\}/g, (whole, name: string) => links?.[name]?.label ?? whole);
}
