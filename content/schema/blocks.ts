/**
 * The body of a plain page: a page of content/pages.ts with a `body` is drawn by one route
 * (app/[...path]) from this list of blocks, so a new page is one entry there and one menu link.
 * A heading starts a section (a band of its own); the other blocks follow it in reading order.
 */
import { z } from 'zod';
import { contentFilesInUse } from './context';
import { caption, featureCard, href, icon, image, link, testimonial, text } from './fields';

/** A text cut into its words and its links, each link written `[label](/a/page)` or `[label](https://…)`. */
export function textParts(value: string): (string | { label: string; href: string })[] {
  return value
    .split(/(\[[^\]]+\]\([^)]*\))/)
    .map((part, index) => {
      if (index % 2 === 0) return part;
      const [, label = '', target = ''] = /^\[(.+)\]\((.*)\)$/.exec(part)!;
      return { label, href: target };
    })
    .filter((part) => part !== '');
}

/** Why an address inside a text is not one a visitor can follow, or undefined when it is. */
function linkProblem(target: string): string | undefined {
  if (!href.safeParse(target).success) return 'is not a link (write a path such as /members/join, or https://…)';
  const files = contentFilesInUse();
  const path = target.split(/[?#]/)[0]!;
  if (!target.startsWith('/') || !files?.pageExists || files.pageExists(path) || files.fileExists(path)) return;
  return 'is no page of the site (correct the path, or add the page)';
}

/** A text that may hold links: `See [the fees](/members/fees).` */
const linkedText = text().superRefine((value, ctx) => {
  const parts = textParts(value);
  for (const part of parts) {
    if (typeof part === 'string') {
      if (/\]\s*\(|\[[^\]]*$/.test(part)) {
        ctx.addIssue({ code: 'custom', message: 'has a link that is not written [label](/a/page)' });
      }
      continue;
    }
    const problem = linkProblem(part.href);
    if (problem) ctx.addIssue({ code: 'custom', message: `links "${part.label}" to "${part.href}", which ${problem}` });
  }
});

const heading = z.strictObject({
  type: z.literal('heading'),
  text: text(),
  /** 2 (the default) starts a section; 3 is a smaller heading inside one. */
  level: z.union([z.literal(2), z.literal(3)]).optional(),
});

const paragraph = z.strictObject({ type: z.literal('paragraph'), text: linkedText });

/** A list item is a line of text, or a title with its description (and an icon, in a bulleted list). */
const titledItem = featureCard.extend({ icon: icon.optional() });

const list = z
  .strictObject({
    type: z.literal('list'),
    /** `bullets` (the default) or `numbers`, for steps in order. */
    style: z.enum(['bullets', 'numbers']).optional(),
    items: z.array(z.union([linkedText, titledItem])).min(1, 'has no items'),
  })
  .refine((block) => new Set(block.items.map((item) => typeof item)).size === 1, {
    path: ['items'],
    message: 'mixes lines of text with titled items: write every item one way',
  });

const quote = testimonial.extend({ type: z.literal('quote') });

const picture = image.extend({
  type: z.literal('image'),
  caption: caption.optional(),
  /** Stands beside the text of its section from 768 px (one a section), instead of in it. */
  beside: z.boolean().optional(),
});

/** Links drawn as buttons, e.g. to the page a visitor goes to next. */
const actions = z.strictObject({
  type: z.literal('actions'),
  links: z.array(link).min(1).max(3, 'has more than 3 links'),
});

export const block = z.discriminatedUnion('type', [heading, paragraph, list, quote, picture, actions]);

export const blocks = z
  .array(block)
  .min(1, 'has no blocks')
  .superRefine((body, ctx) => {
    const headings = new Set<string>();
    let besideInSection = false;
    body.forEach((entry, index) => {
      if (entry.type === 'heading' && entry.level !== 3) besideInSection = false;
      if (entry.type === 'heading') {
        const name = entry.text.toLowerCase();
        if (headings.has(name)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'text'],
            message: 'is the text of a heading above too (each heading names its own part)',
          });
        }
        headings.add(name);
      }
      if (entry.type !== 'image' || !entry.beside) return;
      if (besideInSection) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'beside'],
          message: "is a second image beside its section's text (one a section)",
        });
      }
      besideInSection = true;
    });
  });

export type Block = z.infer<typeof block>;
export type BlockOf<T extends Block['type']> = Extract<Block, { type: T }>;
