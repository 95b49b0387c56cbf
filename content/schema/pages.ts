/**
 * The schema of the page copy (content/pages.ts): every sentence a page shows around its data, and
 * its title and description for search engines. A `{name}` in a text is a fact the page fills in
 * where it shows the text (a year, a count, a link), so no fact is typed twice.
 */
import { z } from 'zod';
import { named, recordOf } from './naming';
import { image, text, withPlaceholders, words } from './fields';
import { blocks } from './blocks';
import { descriptionLength } from './values';

const hasPlaceholder = (value: string) => /\{[a-zA-Z]+\}/.test(value);

/** A path inside the site, a full https address, a mailto:/tel: link, or a `{name}` the page fills in. */
const href = z
  .string()
  .refine(
    (value) =>
      /^\/(?!\/)\S*$/.test(value) ||
      /^(mailto|tel):\S+$/.test(value) ||
      /^https:\/\/\S+$/.test(value) ||
      /^\{[a-zA-Z]+\}$/.test(value),
    'is not a link (write a path inside the site such as /members/join, or a full https:// address)',
  );

const link = z.strictObject({ label: text(), href, external: z.boolean().optional() });
const crumb = z.strictObject({ label: text(), href });

/** A description is checked for length once its facts are filled in, when it has any. */
const description = z
  .string()
  .trim()
  .max(descriptionLength.max, `is too long: at most ${descriptionLength.max} characters`)
  .refine(
    (value) => hasPlaceholder(value) || value.length >= descriptionLength.min,
    `is too short: at least ${descriptionLength.min} characters`,
  );

const section = z.strictObject({ eyebrow: text().optional(), title: text(), intro: text().optional() });

const pageFields = z.strictObject({
  /** The page's address, e.g. /about/approach; `{index}` for a page per item. */
  path: z.string().regex(/^\/\S*$/, 'is not a path inside the site (write it as /about/approach)'),
  /** How much the page matters among the site's pages, for search engines' sitemap: 0 to 1, 0.5 when left out. */
  priority: z.number().min(0, 'is below 0 (write 0 to 1)').max(1, 'is above 1 (write 0 to 1)').optional(),
  /** The page's heading (h1). */
  title: text(),
  /** The title in search results and browser tabs, when it differs from the heading. */
  metaTitle: text().optional(),
  /** What search engines show under the title: 50 to 160 characters. */
  description,
  /** The page's name at the end of the breadcrumb trail, when it differs from the heading. */
  crumb: text().optional(),
  /** The pages above this one in the breadcrumb trail (Home is added first). */
  parents: z.array(crumb).optional(),
  eyebrow: text().optional(),
  intro: text().optional(),
  /**
   * The heading band's kind: `compact` (the default) for lists and utility pages, `feature` for the
   * big landing pages: taller, with room for `image`; `article` for one post, statement, bulletin or
   * issue: dark text on white, a page to read.
   */
  header: z.enum(['compact', 'feature', 'article']).optional(),
  /** A photo or figure beside the heading of a `feature` header (only there); without one it is text only. */
  image: image.optional(),
  /** Each section's small label, heading and lead sentence, by section. */
  sections: z.record(z.string(), section).optional(),
  /** The closing call to action. */
  cta: z.strictObject({ title: text(), text: text(), actions: z.array(link).min(1) }).optional(),
  /** Buttons and links of the page, by name. */
  links: z.record(z.string(), link).optional(),
  /** Ways to reach the office, one card each. */
  contactCards: z
    .array(
      z.strictObject({
        title: text(),
        icon: z.enum(['mail', 'phone', 'map-pin']),
        lines: z.array(text()).min(1),
        action: link,
      }),
    )
    .optional(),
  /** Other short texts of the page (labels, small headings, notes), by name. */
  texts: z.record(z.string(), text()).optional(),
  /** The text of a plain page, as blocks (content/schema/blocks.ts): app/[...path] draws it, no code needed. */
  body: blocks.optional(),
});

export const pageCopySchema = pageFields
  .refine((page) => !page.image || page.header === 'feature', {
    path: ['image', 'src'],
    message: "shows only in a feature header: add header: 'feature' to the page, or remove the image",
  })
  .refine((page) => !page.body || /^(\/[a-z0-9]+(-[a-z0-9]+)*)+$/.test(page.path), {
    path: ['path'],
    message: 'is not an address for a page with a body (lowercase words and hyphens, such as /about/policies)',
  });

export const pagesSchema = recordOf(pageCopySchema, 'page');

/** The words of the drawn link-preview cards (lib/social-cards.ts). */
export const socialCardWordsSchema = z.strictObject({
  /** The kind of each item shown above its title, by kind. */
  kinds: z.strictObject(
    words('pressStatement', 'bulletin', 'newsletterIssue', 'agm', 'training', 'shortCourse', 'vacancy'),
  ),
  otherPage: text(),
  alt: withPlaceholders('kind', 'title'),
  altWithDetail: withPlaceholders('kind', 'title', 'detail'),
});
export type SocialCardWords = z.infer<typeof socialCardWordsSchema>;
export type CardKind = keyof SocialCardWords['kinds'];

export const pagesFile = { pages: pagesSchema, socialCards: named(socialCardWordsSchema, 'social cards') };

export type PageCopy = z.infer<typeof pageCopySchema>;
export type Pages = z.infer<typeof pagesSchema>;
