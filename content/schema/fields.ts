/**
 * The field rules content is written with, and the small shapes several pages share. Each rule carries
 * the message an editor reads, e.g. `date: "2025-13-05" is not a date (write YYYY-MM-DD)`.
 */
import { z } from 'zod';
import { contentFilesInUse } from './context';
import {
  TO_BE_CONFIRMED,
  daysBetween,
  isSlug,
  isoDayProblem,
  maxEventDays,
  maxSlugLength,
  parseIsoDay,
} from './values';

export const text = () => z.string().trim().min(1, 'is empty (write some text)');
export const limited = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min > 1 ? `is too short: at least ${min} characters` : 'is empty (write some text)')
    .max(max, `is too long: at most ${max} characters`);
export const count = () => z.number().int('is not a whole number').min(0, 'is below 0');
export const texts = () => z.array(text());
/** One field rule under several names, to spread into a group. */
export const fieldsOf = <T extends z.ZodType, const K extends string>(rule: T, ...names: K[]) =>
  Object.fromEntries(names.map((name) => [name, rule])) as Record<K, T>;
/** Texts by name: `...words('title', 'intro')` is `title: text(), intro: text()`. */
export const words = <const K extends string>(...names: K[]) => fieldsOf(text(), ...names);
/** A text that must hold each of `names` as a `{name}` placeholder. */
export const withPlaceholders = (...names: string[]) =>
  names.reduce(
    (schema, name) => schema.refine((value) => value.includes(`{${name}}`), `must contain {${name}}`),
    text() as z.ZodType<string>,
  );

/** Longest text of a card description (longer text breaks the card grid). */
export const cardText = 200;

/** A refinement that refuses a value with what `problemOf` finds wrong with it, if anything. */
const refusing = (problemOf: (value: unknown) => string | undefined) => (value: unknown, ctx: z.RefinementCtx) => {
  const message = problemOf(value);
  if (message) ctx.addIssue({ code: 'custom', message, input: value });
};

/** A calendar day written "YYYY-MM-DD", e.g. "2025-03-03"; every displayed form comes from lib/dates.ts. */
export const isoDate = z.string().superRefine(refusing(isoDayProblem));

/**
 * Refuses an entry's `later` day before its `earlier` one (`end: "2025-03-03" is before the start
 * "2025-03-07"`) and, with `maxDays`, a longer span, taken for a typo in the year or month. A field
 * that is not a day is left to its own message.
 */
export function inOrder(earlier: string, later: string, before: string, maxDays?: number) {
  return (entry: Record<string, unknown>, ctx: z.RefinementCtx) => {
    const [from, to] = [entry[earlier], entry[later]];
    const [first, last] = [parseIsoDay(from), parseIsoDay(to)];
    if (!first || !last) return;
    const days = daysBetween(first, last) + 1;
    const message =
      days < 1
        ? `is before ${before} ${JSON.stringify(from)}`
        : maxDays !== undefined && days > maxDays
          ? `makes it ${days} days long, more than ${maxDays}: check the year and month`
          : undefined;
    if (message) ctx.addIssue({ code: 'custom', message, path: [later], input: to });
  };
}

/** A range of days, both ends included; `end` may be left out for a one-day event. */
const dayRange = z
  .strictObject({ start: isoDate, end: isoDate.optional() })
  .superRefine(inOrder('start', 'end', 'the start', maxEventDays));
export type DayRange = z.infer<typeof dayRange>;

/** A course's first and last day (the last may be left out for a one-day course), or 'to-be-confirmed'. */
export const courseDates = z.union([z.literal(TO_BE_CONFIRMED), dayRange]);
export type CourseDates = z.infer<typeof courseDates>;

export const httpsUrl = z.string().refine((value) => {
  try {
    return new URL(value).protocol === 'https:' && !/\s/.test(value);
  } catch {
    return false;
  }
}, 'is not an https:// address (write the full address, starting with https://)');

export const email = z.string().regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, 'is not an email address');

/** A link inside the site ("/members/join"), a full https address, or a mailto:/tel: link. */
export const href = z
  .string()
  .refine(
    (value) => /^\/(?!\/)\S*$/.test(value) || /^(mailto|tel):\S+$/.test(value) || httpsUrl.safeParse(value).success,
    'is not a link (write a path inside the site such as /members/join, or a full https:// address)',
  );

export const slug = z
  .string()
  .refine(isSlug, 'is not a valid address: use lowercase letters, digits and single hyphens')
  .refine(
    (value) => value.length <= maxSlugLength,
    `is too long for an address: use at most ${maxSlugLength} characters`,
  );

/** Every icon content may name; components/ui/icon.tsx draws each of them. */
export const icon = z.enum([
  'leaf',
  'users',
  'academic',
  'badge',
  'book',
  'building',
  'globe',
  'scale',
  'water',
  'sun',
  'chart',
  'heart',
  'shield',
  'lightbulb',
  'handshake',
  'recycle',
  'star',
  'calendar',
  'mail',
  'phone',
  'map-pin',
  'document',
  'megaphone',
  'target',
  'sprout',
]);
export type IconName = z.infer<typeof icon>;

// ---------- Images ----------

/**
 * The focal point of a photo: the part that stays in the picture when it is cropped to its folder's
 * shape, e.g. `focus: 'top'` for a portrait whose face is near the top, or `{ x: 0.3, y: 0.2 }`
 * (0 is the left or top edge, 1 the right or bottom).
 */
export const focusNames = [
  'center',
  'top',
  'bottom',
  'left',
  'right',
  'top left',
  'top right',
  'bottom left',
  'bottom right',
] as const;
const focusShape = z.union([
  z.enum(focusNames),
  z.strictObject({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) }),
]);
export type FocusName = (typeof focusNames)[number];
export type Focus = z.infer<typeof focusShape>;

/** Why a value is not a focal point (for the content check and the image step), or undefined when it is one. */
export function focusProblem(value: unknown): string | undefined {
  if (value === undefined || focusShape.safeParse(value).success) return undefined;
  if (typeof value === 'string') {
    return `${JSON.stringify(value)} is not a focal point (write one of ${focusNames.map((n) => `'${n}'`).join(', ')}, or { x, y } from 0 to 1)`;
  }
  return `${JSON.stringify(value)} is not a focal point (write { x, y } with each from 0 to 1, or a name such as 'top')`;
}

export const focus = z.unknown().superRefine(refusing(focusProblem)).pipe(focusShape);

/** A key of an image: its source photo is content/images/{key}.jpg (or .png, .webp), e.g. `hero/hero-1`. */
export const imageKey = z.string().superRefine((key, ctx) => {
  const files = contentFilesInUse();
  if (files && !files.imageExists(key)) {
    ctx.addIssue({ code: 'custom', message: files.missingImageHint(key), input: key });
  }
});

export const image = z.strictObject({
  src: imageKey,
  alt: limited(200),
  /** Optional: the part of the photo kept when it is cropped to its folder's shape, e.g. 'top'. */
  focus: focus.optional(),
  /**
   * Optional: `standIn: true` on a drawing that stands in until the institute's photograph comes.
   * Pages show a few stand-ins at most, and never as a photograph of an event; drop the mark when a
   * photograph replaces the file.
   */
  standIn: z.literal(true).optional(),
});
export type ImageRef = z.infer<typeof image>;

/**
 * The words under a picture in the image viewer (and the gallery's cards): what the picture shows,
 * written as a caption, not as alt text ("Illustration: ...", "Image of ...", "Photo of ..." belong in
 * the alt text, if anywhere).
 */
export const caption = limited(200).refine(
  (value) => !/^(illustration|image|picture|photo|photograph|drawing)\b\s*(:|of\b)/i.test(value),
  'reads as alt text: write what the picture shows, without "Illustration:" or "Image of" before it',
);

/** A picture shown in the image viewer: its alt text and the caption under it. */
export const captionedImage = image.extend({ caption });
export type CaptionedImage = z.infer<typeof captionedImage>;

// ---------- Documents ----------

const document = (kinds: RegExp, kindText: string) =>
  z.string().superRefine((path, ctx) => {
    if (!path.startsWith('/') || !kinds.test(path)) {
      ctx.addIssue({ code: 'custom', message: `is not a ${kindText} path such as /documents/name.pdf`, input: path });
      return;
    }
    const files = contentFilesInUse();
    if (files && !files.fileExists(path)) {
      ctx.addIssue({ code: 'custom', message: `does not exist (put the file at public${path})`, input: path });
    }
  });
/** Path of a PDF under public/, e.g. `/documents/newsletters/2024-12.pdf`. */
export const pdf = document(/\.pdf$/i, 'PDF');
export const pdfOrZip = document(/\.(pdf|zip)$/i, 'PDF or ZIP');

// ---------- Shapes several pages share ----------

export const link = z.strictObject({
  label: text(),
  href,
  /** External links open in a new tab with rel="noopener noreferrer". */
  external: z.boolean().optional(),
});
export type Link = z.infer<typeof link>;

/** A link shown as a button beside others. */
export const actionLink = link.extend({
  /** The main action of its group: a filled button where the others are outlined. */
  prominent: z.boolean().optional(),
});
export type ActionLink = z.infer<typeof actionLink>;

export const featureCard = z.strictObject({ title: text(), description: limited(300), icon });
export type FeatureCard = z.infer<typeof featureCard>;

export const stat = z.strictObject({
  value: count(),
  suffix: z.string(),
  label: text(),
  /** Count-up animation length in seconds. */
  duration: z.number().positive(),
});
export type Stat = z.infer<typeof stat>;

/** The short text that opens a page below its heading: a title and a paragraph or two. */
export const pageLead = z.strictObject({
  title: limited(90),
  /** One string per paragraph. */
  text: z.array(limited(400)).min(1, 'has no paragraphs'),
});
export type PageLead = z.infer<typeof pageLead>;

/** A lead with its photo beside it, for a page whose header has no picture of its own. */
export const pageFeature = pageLead.extend({ image });
export type PageFeature = z.infer<typeof pageFeature>;

/** A pull quote or a member's story: what was said, who said it and in what role. */
export const testimonial = z.strictObject({
  quote: limited(400, 20),
  name: limited(80),
  /** Who the person is, e.g. "Associate member, EIA consultant in Nakuru". */
  role: limited(120),
  /** Optional square portrait, e.g. `council/grace-mwangi`. */
  portrait: image.optional(),
  /**
   * Sample words standing in until the institute supplies a member's approved quote: kept in content,
   * shown nowhere, so no page puts words in a named person's mouth.
   */
  standIn: z.literal(true).optional(),
});
export type Testimonial = z.infer<typeof testimonial>;

export const faq = z.strictObject({ question: text(), answer: text() });
export type Faq = z.infer<typeof faq>;

/** A label and its value, e.g. a payment detail ("Paybill", "284864"). */
export const labelled = z.strictObject({ label: text(), value: text() });

/** A titled text, e.g. a training policy or a mission statement. */
export const titledText = z.strictObject({ title: text(), description: text() });
