/**
 * The rules every content module must follow, checked before Next renders anything (`npm run
 * check:content`, and first in `npm run dev` and `npm run build`). One zod schema per module, plus the
 * rules that span entries (unique slugs, end after start, newsletter order). Every problem becomes one
 * line an editor can act on: the file, the entry (its slug, title or name), the field, what was
 * expected and the value found, e.g.
 *   content/blogs.ts, post "wetlands-of-nairobi", date: "2025-13-05" is not a date (write YYYY-MM-DD)
 * All problems of a run are listed, not only the first.
 *
 * Pure: whether an image or a document exists is asked of the `ContentFiles` passed in, so tests run
 * on in-memory content.
 */
import { z } from 'zod';
import { focusProblem } from '../../lib/image-focus';
import { TO_BE_CONFIRMED, compareIsoDays, parseIsoDay } from '../../lib/dates';
import { descriptionLength } from '../../lib/seo';
import { isSlug, maxSlugLength, slugify } from '../../lib/slug';
import { pagesSchema } from '../../content/schema/pages';

/** What the checks ask of the disk. */
export interface ContentFiles {
  /** Whether an image key (`folder/name`) can be shown. */
  imageExists: (key: string) => boolean;
  /** Whether a public path such as `/documents/x.pdf` names a file under public/. */
  fileExists: (publicPath: string) => boolean;
  /** What to tell an editor whose image key names nothing. */
  missingImageHint: (key: string) => string;
}

// ---------- Field rules ----------

const text = () => z.string().trim().min(1, 'is empty (write some text)');
const limited = (max: number, min = 1) =>
  z
    .string()
    .trim()
    .min(min, min > 1 ? `is too short: at least ${min} characters` : 'is empty (write some text)')
    .max(max, `is too long: at most ${max} characters`);
const count = () => z.number().int('is not a whole number').min(0, 'is below 0');
const texts = () => z.array(text());

const isoDate = z.string().refine((value) => parseIsoDay(value) !== null, 'is not a date (write YYYY-MM-DD)');

const httpsUrl = z.string().refine((value) => {
  try {
    return new URL(value).protocol === 'https:' && !/\s/.test(value);
  } catch {
    return false;
  }
}, 'is not an https:// address (write the full address, starting with https://)');

const email = z.string().regex(/^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i, 'is not an email address');

/** A link inside the site ("/members/join"), a full https address, or a mailto:/tel: link. */
const href = z
  .string()
  .refine(
    (value) => /^\/(?!\/)\S*$/.test(value) || /^(mailto|tel):\S+$/.test(value) || httpsUrl.safeParse(value).success,
    'is not a link (write a path inside the site such as /members/join, or a full https:// address)',
  );

const slug = z
  .string()
  .refine(isSlug, 'is not a valid address: use lowercase letters, digits and single hyphens')
  .refine(
    (value) => value.length <= maxSlugLength,
    `is too long for an address: use at most ${maxSlugLength} characters`,
  );

const iconNames = [
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
] as const;
const icon = z.enum(iconNames);

export const resourceCategories = [
  'Guidelines',
  'Reports',
  'Research',
  'Training',
  'Policy',
  'Forms',
  'Legal',
  'Media',
] as const;

export const courseStatuses = ['registration-open', 'completed', 'upcoming'] as const;

/** Longest text of a card description (longer text breaks the card grid). */
const cardText = 200;

export interface ContentOptions {
  blogCategories: readonly string[];
  pressCategories: readonly string[];
}

function schemas(files: ContentFiles, options: ContentOptions) {
  const imageKey = z.string().superRefine((key, ctx) => {
    if (!files.imageExists(key)) ctx.addIssue({ code: 'custom', message: files.missingImageHint(key), input: key });
  });
  const focus = z.unknown().superRefine((value, ctx) => {
    const problem = focusProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
  });
  const image = z.strictObject({ src: imageKey, alt: limited(200), focus: focus.optional() });
  const document = (kinds: RegExp, kindText: string) =>
    z.string().superRefine((path, ctx) => {
      if (!path.startsWith('/') || !kinds.test(path)) {
        ctx.addIssue({ code: 'custom', message: `is not a ${kindText} path such as /documents/name.pdf`, input: path });
      } else if (!files.fileExists(path)) {
        ctx.addIssue({ code: 'custom', message: `does not exist (put the file at public${path})`, input: path });
      }
    });
  const pdf = document(/\.pdf$/i, 'PDF');
  const pdfOrZip = document(/\.(pdf|zip)$/i, 'PDF or ZIP');

  const featureCard = z.strictObject({ title: text(), description: limited(300), icon });
  const link = z.strictObject({ label: text(), href, external: z.boolean().optional() });
  const stat = z.strictObject({ value: count(), suffix: z.string(), label: text(), duration: z.number().positive() });
  // A photo beside a short text (a page's lead section), and a quote with the person who said it.
  const pageFeature = z.strictObject({
    title: limited(90),
    text: z.array(limited(400)).min(1, 'has no paragraphs'),
    image,
  });
  const testimonial = z.strictObject({
    quote: limited(400, 20),
    name: limited(80),
    role: limited(120),
    portrait: image.optional(),
  });

  const blogPost = z.strictObject({
    id: count(),
    slug,
    title: limited(120),
    excerpt: limited(descriptionLength.max, descriptionLength.min),
    content: z.array(text()).min(1, 'has no paragraphs'),
    author: text(),
    authorRole: text(),
    date: isoDate,
    readTime: z.string().regex(/^\d+ min read$/, 'is not a read time such as "5 min read"'),
    category: z.enum(options.blogCategories as [string, ...string[]]),
    tags: texts(),
    featured: z.boolean().optional(),
    views: count(),
    likes: count(),
    image,
  });

  const training = z.strictObject({
    id: count(),
    title: limited(120),
    startDate: isoDate,
    description: limited(cardText),
    time: z
      .string()
      .regex(/^\d{1,2}:\d{2} (AM|PM) - \d{1,2}:\d{2} (AM|PM)$/, 'is not a time such as "9:00 AM - 5:00 PM"'),
    location: text(),
    duration: z.string().regex(/^\d+ days?$/, 'is not a duration such as "1 day" or "2 days"'),
    registered: count(),
    capacity: count(),
  });

  const courseDates = z.union([
    z.literal(TO_BE_CONFIRMED),
    z.strictObject({ start: isoDate, end: isoDate.optional() }),
  ]);
  const shortCourse = z.strictObject({
    name: limited(120),
    dates: courseDates,
    registrationLink: z.union([z.literal('COMPLETED'), httpsUrl]),
    status: z.enum(courseStatuses),
  });

  const mediaItem = {
    id: count(),
    title: limited(120),
    description: limited(cardText),
    date: isoDate,
    downloads: count(),
  };

  return {
    'content/blogs.ts': {
      blogPosts: z.array(blogPost),
      blogCategories: z.array(text()).min(1),
    },
    'content/trainings.ts': {
      trainings: z.array(training),
      shortCourses: z.array(shortCourse),
    },
    'content/newsletter.ts': {
      newsletterIssues: z.array(
        z.strictObject({
          title: limited(120),
          date: isoDate,
          description: limited(cardText),
          downloads: count(),
          featured: z.boolean(),
          file: pdf,
        }),
      ),
      newsletterInterests: texts(),
      newsletterArchiveSince: z.number().int().min(1990).max(2100),
    },
    'content/downloads.ts': {
      downloads: z.array(
        z.strictObject({
          ...mediaItem,
          type: z.enum(['PDF', 'ZIP']),
          category: z.enum(resourceCategories),
          featured: z.boolean(),
          file: pdfOrZip,
        }),
      ),
    },
    'content/bulletins.ts': {
      bulletins: z.array(
        z.strictObject({
          ...mediaItem,
          category: z.literal('Monthly Bulletin'),
          featured: z.boolean().optional(),
          file: pdf,
        }),
      ),
    },
    'content/press.ts': {
      pressStatements: z.array(
        z.strictObject({
          ...mediaItem,
          category: z.enum(options.pressCategories as [string, ...string[]]),
          featured: z.boolean().optional(),
          summary: limited(400),
          file: pdf,
        }),
      ),
      pressCategories: z.array(text()).min(1),
    },
    'content/agm.ts': {
      agm: z.strictObject({
        title: text(),
        date: isoDate,
        venue: text(),
        attendees: text(),
        invitation: limited(400),
        description: limited(400),
        programmePdf: pdf,
        photos: z.array(image),
      }),
    },
    'content/gallery.ts': {
      galleryPhotos: z.array(z.strictObject({ src: imageKey, alt: limited(200), caption: limited(200) })),
    },
    'content/council.ts': {
      councilMembers: z.array(
        z.strictObject({
          // Ids may repeat (pages key members by name).
          id: count(),
          name: text(),
          position: text(),
          qualification: text(),
          experience: text(),
          specialization: text(),
          email,
          phone: text(),
          linkedin: httpsUrl,
          bio: text(),
          achievements: texts(),
          image,
        }),
      ),
      councilSummary: z.looseObject({}),
      councilMission: z.looseObject({}),
    },
    'content/secretariat.ts': {
      secretariatStaff: z.array(
        z.strictObject({
          name: text(),
          position: text(),
          email,
          phone: text().optional(),
          linkedin: httpsUrl,
          department: text(),
          description: limited(400),
          image,
        }),
      ),
      secretariatMission: text(),
    },
    'content/working-groups.ts': {
      workingGroups: z.array(
        z.strictObject({ name: limited(80), text: limited(400), responsibility: texts(), membership: texts() }),
      ),
    },
    'content/membership.ts': {
      membershipCategories: z.array(
        z.strictObject({
          id: z.enum(['student', 'affiliate', 'honorary', 'fellow', 'lead', 'associate', 'firms']),
          type: text(),
          description: limited(300),
          qualifications: texts(),
          annualFee: count(),
          registrationFee: count(),
          icon,
          popular: z.boolean().optional(),
          requirement: limited(160),
          byNomination: z.boolean().optional(),
        }),
      ),
      membershipTerms: texts(),
      paymentMethods: z.array(
        z.strictObject({
          name: text(),
          description: text(),
          details: z.array(z.strictObject({ label: text(), value: text() })),
          icon,
        }),
      ),
      joinBenefits: z.array(featureCard),
      additionalBenefits: texts(),
      membershipFaqs: z.array(z.strictObject({ question: text(), answer: text() })),
      joinLead: pageFeature,
      joinStory: testimonial,
    },
    'content/donation.ts': {
      donationLead: pageFeature,
      donationStory: testimonial,
    },
    'content/home.ts': {
      hero: z.strictObject({
        headline: text(),
        mission: text(),
        intervalMs: z.number().int().positive(),
        slides: z.array(image).min(1),
      }),
      missionObjectives: z.array(featureCard),
    },
    'content/partners.ts': {
      partnerRows: z.array(
        z.array(z.strictObject({ name: text(), short: limited(12).optional(), logo: imageKey.optional() })),
      ),
    },
    'content/about.ts': {
      coreValues: z.array(featureCard),
      coreStrategies: z.array(featureCard),
      sectors: z.array(featureCard),
      thematicAreas: z.array(featureCard),
      keyAchievements: z.array(
        z.strictObject({ value: count(), suffix: z.string(), label: text(), description: text() }),
      ),
      backgroundStoryImage: image,
      backgroundQuote: testimonial,
      approachImage: image,
    },
    'content/training-info.ts': {
      trainingCategories: z.array(featureCard),
      trainingInclusions: texts(),
      trainingPolicies: z.array(z.strictObject({ title: text(), description: text() })),
      calendarLead: pageFeature,
      shortCoursesLead: pageFeature,
    },
    'content/careers.ts': {
      jobOpenings: z.array(
        z.strictObject({
          id: count(),
          title: text(),
          description: limited(cardText * 2),
          type: text(),
          location: text(),
          department: text(),
          deadline: isoDate,
          requirements: texts(),
          urgent: z.boolean(),
        }),
      ),
    },
    'content/navigation.ts': {
      mainNavigation: z.array(
        z.strictObject({ label: text(), href, external: z.boolean().optional(), children: z.array(link).optional() }),
      ),
      footerQuickLinks: z.array(link),
    },
    'content/charter.ts': {
      charter: z.looseObject({ title: text(), file: pdf }),
    },
    'content/pages.ts': {
      pages: pagesSchema,
    },
    'content/site.ts': {
      site: z.looseObject({
        name: text(),
        url: httpsUrl,
        contacts: z.looseObject({
          email,
          trainingEmail: email,
          secretariatEmail: email,
          councilEmail: email,
          hrEmail: email,
          membershipEmail: email,
        }),
        external: z.record(z.string(), httpsUrl),
        social: z.array(z.looseObject({ label: text(), href: httpsUrl })),
      }),
      impactStats: z.array(stat),
      conferencePromo: z.looseObject({
        title: text(),
        days: z.strictObject({ start: isoDate, end: isoDate }),
        venue: text(),
        poster: image,
      }),
    },
  } satisfies Record<string, Record<string, z.ZodType>>;
}

// ---------- Naming entries ----------

/** How a list's entries are named in messages: a noun and the field that identifies one. */
const entryNames: Record<string, { noun: string; by: string[] }> = {
  blogPosts: { noun: 'post', by: ['slug', 'title'] },
  trainings: { noun: 'training', by: ['title'] },
  shortCourses: { noun: 'short course', by: ['name'] },
  newsletterIssues: { noun: 'issue', by: ['title'] },
  downloads: { noun: 'download', by: ['title'] },
  bulletins: { noun: 'bulletin', by: ['title'] },
  pressStatements: { noun: 'press statement', by: ['title'] },
  galleryPhotos: { noun: 'photo', by: ['src'] },
  councilMembers: { noun: 'council member', by: ['name'] },
  secretariatStaff: { noun: 'staff member', by: ['name'] },
  workingGroups: { noun: 'working group', by: ['name'] },
  membershipCategories: { noun: 'membership category', by: ['type', 'id'] },
  jobOpenings: { noun: 'opening', by: ['title'] },
  mainNavigation: { noun: 'menu', by: ['label'] },
  footerQuickLinks: { noun: 'footer link', by: ['label'] },
  paymentMethods: { noun: 'payment method', by: ['name'] },
  membershipFaqs: { noun: 'question', by: ['question'] },
  partnerRows: { noun: 'partner row', by: [] },
};

/** Exports that are records of entries, named in messages by their key: `page "approach"`. */
const recordEntries: Record<string, string> = { pages: 'page' };

const exportNouns: Record<string, string> = {
  agm: 'AGM',
  hero: 'home hero',
  site: 'site',
  conferencePromo: 'conference promo',
  charter: 'charter',
  joinLead: 'join page lead',
  joinStory: 'member story',
  donationLead: 'donation page lead',
  donationStory: 'donor story',
  backgroundStoryImage: 'background story photo',
  backgroundQuote: 'background quote',
  approachImage: 'approach photo',
  calendarLead: 'training calendar lead',
  shortCoursesLead: 'short courses lead',
};

function at(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** `post "wetlands-of-nairobi"`, `training 3` (numbered from 1 when it has no name), `AGM`. */
function entryLabel(exportName: string, exportValue: unknown, index: number | undefined): string {
  if (index === undefined) return exportNouns[exportName] ?? exportName;
  const naming = entryNames[exportName] ?? { noun: `${exportName} entry`, by: ['name', 'title', 'label'] };
  const entry = at(exportValue, [index]);
  for (const field of naming.by) {
    const name = at(entry, [field]);
    if (typeof name === 'string' && name.trim()) return `${naming.noun} "${name}"`;
  }
  return `${naming.noun} ${index + 1}`;
}

/** `image.src`, `photos[3].alt` (list positions counted from 1, as an editor counts). */
function fieldLabel(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key + 1}]` : `${i > 0 ? '.' : ''}${String(key)}`))
    .join('');
}

/** A value as the editor wrote it, shortened. */
export function showValue(value: unknown): string {
  let shown: string;
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') shown = JSON.stringify(value);
  else if (typeof value === 'object' && value !== null) shown = Array.isArray(value) ? 'a list' : 'a group of fields';
  else shown = String(value);
  return shown.length > 70 ? `${shown.slice(0, 66)}…${shown.startsWith('"') ? '"' : ''}` : shown;
}

const kindNames: Record<string, string> = {
  string: 'text in quotes',
  number: 'a number (no quotes)',
  boolean: 'true or false',
  array: 'a list in [ ]',
  object: 'a group of fields in { }',
};

function kindOf(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (value === null) return 'null';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'object') return 'a group of fields';
  return `a ${typeof value}`;
}

/** The closest known name to a mistyped one, for "did you mean". */
function closest(word: string, candidates: readonly string[]): string | undefined {
  const distance = (a: string, b: string) => {
    const row = Array.from({ length: b.length + 1 }, (_, j) => j);
    for (let i = 1; i <= a.length; i++) {
      let previous = row[0]!;
      row[0] = i;
      for (let j = 1; j <= b.length; j++) {
        const next = row[j]!;
        row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
        previous = next;
      }
    }
    return row[b.length]!;
  };
  let best: string | undefined;
  let bestDistance = 3;
  for (const candidate of candidates) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  return best;
}

type Issue = z.core.$ZodIssue;

function listed(values: readonly unknown[]): string {
  const shown = values.slice(0, 10).map((v) => JSON.stringify(v));
  return values.length > 10 ? `${shown.join(', ')}, …` : shown.join(', ');
}

/** The problem of one zod issue, as "field: value problem" (without the file and entry). */
function describe(
  issue: Issue,
  root: unknown,
  base: readonly PropertyKey[],
  knownKeys: (path: PropertyKey[]) => string[],
): string[] {
  const path = [...base, ...issue.path];
  const field = fieldLabel(path);
  const prefix = field ? `${field}: ` : '';
  const value = at(root, path);
  const present = 'input' in issue && issue.input !== undefined;
  switch (issue.code) {
    case 'unrecognized_keys':
      return issue.keys.map((key) => {
        const known = knownKeys(path);
        const guess = closest(key, known);
        const where = field ? `${field}.${key}` : key;
        return `${where}: unknown field${guess ? ` (did you mean "${guess}"?)` : ''}; known fields: ${known.join(', ')}`;
      });
    case 'invalid_type':
      if (!present) return [`${prefix}missing (write ${kindNames[issue.expected] ?? issue.expected})`];
      return [
        `${prefix}${showValue(value)} is ${kindOf(value)}, expected ${kindNames[issue.expected] ?? issue.expected}`,
      ];
    case 'invalid_value': {
      if (!present) return [`${prefix}missing (write one of: ${listed(issue.values)})`];
      const options = listed(issue.values);
      const noun = path.at(-1) === 'category' ? 'a known category' : 'one of the allowed values';
      return [`${prefix}${showValue(value)} is not ${noun} (expected one of: ${options})`];
    }
    case 'too_big':
    case 'too_small': {
      if (typeof value === 'string') {
        return [`${prefix}${issue.message}, it has ${value.trim().length}: ${showValue(value)}`];
      }
      if (Array.isArray(value)) return [`${prefix}${issue.message}`];
      return [`${prefix}${showValue(value)} ${issue.message}`];
    }
    case 'invalid_union': {
      // Explain through the branch the editor was evidently writing (the one that got past its shape).
      const branch = issue.errors.find(
        (issues) => issues.length > 0 && issues.every((i) => i.path.length > 0 || i.code === 'unrecognized_keys'),
      );
      if (branch) return branch.flatMap((inner) => describe(inner, root, path, knownKeys));
      const options = issue.errors
        .map((issues) => issues[0])
        .map((first) =>
          first?.code === 'invalid_value' ? first.values.map((v) => JSON.stringify(v)).join(' or ') : undefined,
        )
        .filter(Boolean);
      const hint =
        path.at(-1) === 'dates'
          ? `{ start: 'YYYY-MM-DD', end: 'YYYY-MM-DD' } or '${TO_BE_CONFIRMED}'`
          : path.at(-1) === 'registrationLink'
            ? `a full https:// address, or "COMPLETED"`
            : options.join(', ') || 'another form';
      return [`${prefix}${present ? showValue(value) : 'missing'} is not valid (write ${hint})`];
    }
    case 'invalid_format':
    case 'custom':
    default:
      return [`${prefix}${showValue(value)} ${issue.message}`];
  }
}

// ---------- Rules across entries ----------

type Problem = { exportName: string; index?: number; field: string; message: string };

function list(value: unknown): Record<string, unknown>[] {
  return Array.isArray(value)
    ? value.filter((v): v is Record<string, unknown> => typeof v === 'object' && v !== null)
    : [];
}

function duplicates(
  exportName: string,
  items: unknown,
  field: string,
  key: (item: Record<string, unknown>) => unknown = (item) => item[field],
  why = 'must be unique',
): Problem[] {
  const seen = new Map<unknown, number>();
  const problems: Problem[] = [];
  list(items).forEach((item, index) => {
    const value = key(item);
    if (value === undefined || value === '') return;
    const first = seen.get(value);
    if (first === undefined) seen.set(value, index);
    else
      problems.push({
        exportName,
        index,
        field,
        message: `${showValue(item[field])} is used twice (also by entry ${first + 1}); it ${why}`,
      });
  });
  return problems;
}

function crossRules(file: string, content: Record<string, unknown>): Problem[] {
  switch (file) {
    case 'content/blogs.ts': {
      const posts = list(content.blogPosts);
      const featured = posts.map((post, index) => ({ post, index })).filter(({ post }) => post.featured === true);
      return [
        ...duplicates('blogPosts', content.blogPosts, 'slug', undefined, 'is the post’s address /blogs/{slug}'),
        ...duplicates('blogPosts', content.blogPosts, 'id'),
        ...featured.slice(1).map(({ index }) => ({
          exportName: 'blogPosts',
          index,
          field: 'featured',
          message: `true, but post ${featured[0]!.index + 1} is featured already (at most one featured post)`,
        })),
      ];
    }
    case 'content/trainings.ts':
      return [
        ...duplicates('trainings', content.trainings, 'id', undefined, 'names the training’s calendar file'),
        ...duplicates('shortCourses', content.shortCourses, 'name', undefined, 'names the course’s calendar file'),
        ...list(content.shortCourses).flatMap((course, index): Problem[] => {
          const dates = course.dates as { start?: unknown; end?: unknown } | undefined;
          if (typeof dates !== 'object' || dates === null) return [];
          const { start, end } = dates;
          if (typeof start !== 'string' || typeof end !== 'string' || !parseIsoDay(start) || !parseIsoDay(end))
            return [];
          return compareIsoDays(end, start) < 0
            ? [
                {
                  exportName: 'shortCourses',
                  index,
                  field: 'dates.end',
                  message: `${showValue(end)} is before the start ${showValue(start)}`,
                },
              ]
            : [];
        }),
        ...list(content.shortCourses).flatMap((course, index): Problem[] =>
          course.status === 'registration-open' && course.registrationLink === 'COMPLETED'
            ? [
                {
                  exportName: 'shortCourses',
                  index,
                  field: 'registrationLink',
                  message:
                    '"COMPLETED" on a course whose status is "registration-open" (write the form’s https:// address)',
                },
              ]
            : [],
        ),
      ];
    case 'content/newsletter.ts': {
      const issues = list(content.newsletterIssues);
      return [
        ...duplicates('newsletterIssues', content.newsletterIssues, 'file'),
        ...issues.flatMap((issue, index): Problem[] => {
          const previous = issues[index - 1]?.date;
          const date = issue.date;
          if (index === 0 || typeof previous !== 'string' || typeof date !== 'string') return [];
          if (!parseIsoDay(previous) || !parseIsoDay(date) || compareIsoDays(date, previous) >= 0) return [];
          return [
            {
              exportName: 'newsletterIssues',
              index,
              field: 'date',
              message: `${showValue(date)} is older than the issue above it (${showValue(previous)}): issues are listed oldest first, add a new issue at the end`,
            },
          ];
        }),
      ];
    }
    case 'content/downloads.ts':
      return duplicates('downloads', content.downloads, 'id');
    case 'content/bulletins.ts':
      return duplicates('bulletins', content.bulletins, 'id');
    case 'content/press.ts':
      return duplicates('pressStatements', content.pressStatements, 'id');
    case 'content/working-groups.ts':
      return duplicates(
        'workingGroups',
        content.workingGroups,
        'name',
        (group) => (typeof group.name === 'string' ? slugify(group.name) : undefined),
        'gives the join link /members/join?twg=… of another group',
      );
    case 'content/membership.ts':
      return duplicates('membershipCategories', content.membershipCategories, 'id');
    case 'content/site.ts': {
      const days = at(content.conferencePromo, ['days']) as { start?: unknown; end?: unknown } | undefined;
      const { start, end } = days ?? {};
      if (
        typeof start === 'string' &&
        typeof end === 'string' &&
        parseIsoDay(start) &&
        parseIsoDay(end) &&
        end < start
      ) {
        return [
          {
            exportName: 'conferencePromo',
            field: 'days.end',
            message: `${showValue(end)} is before the start ${showValue(start)}`,
          },
        ];
      }
      return [];
    }
    default:
      return [];
  }
}

// ---------- Running the checks ----------

/** The content modules by file, as imported (`import * as blogs from '@/content/blogs'`). */
export type ContentModules = Record<string, Record<string, unknown>>;

/** The files the checks cover. */
export function checkedFiles(): string[] {
  return Object.keys(schemas(noFiles, { blogCategories: ['x'], pressCategories: ['x'] }));
}

const noFiles: ContentFiles = { imageExists: () => true, fileExists: () => true, missingImageHint: () => '' };

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string' && v.length > 0) : [];
}

/** Every problem in the content, one line each; an empty list means the content is fine. */
export function checkContent(modules: ContentModules, files: ContentFiles): string[] {
  const options: ContentOptions = {
    blogCategories: strings(modules['content/blogs.ts']?.blogCategories),
    pressCategories: strings(modules['content/press.ts']?.pressCategories),
  };
  if (options.blogCategories.length === 0) options.blogCategories = ['(none listed)'];
  if (options.pressCategories.length === 0) options.pressCategories = ['(none listed)'];
  const all = schemas(files, options);
  const lines: string[] = [];
  for (const [file, exports] of Object.entries(all)) {
    const contentModule = modules[file];
    if (!contentModule) {
      lines.push(`${file}: the file is missing or could not be read`);
      continue;
    }
    for (const [exportName, schema] of Object.entries(exports as Record<string, z.ZodType>)) {
      const value = contentModule[exportName];
      if (value === undefined) {
        lines.push(`${file}: "export const ${exportName}" is missing`);
        continue;
      }
      const result = schema.safeParse(value, { reportInput: true });
      if (result.success) continue;
      const knownKeys = (path: PropertyKey[]) => shapeKeys(schema, path);
      for (const issue of result.error.issues) {
        const index = Array.isArray(value) && typeof issue.path[0] === 'number' ? issue.path[0] : undefined;
        const key = recordEntries[exportName] && typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
        const base = index !== undefined ? [index] : key !== undefined ? [key] : [];
        const rest: Issue = { ...issue, path: issue.path.slice(base.length) } as Issue;
        const entry =
          key !== undefined ? `${recordEntries[exportName]} "${key}"` : entryLabel(exportName, value, index);
        for (const problem of describe(rest, at(value, base), [], (path) => knownKeys([...base, ...path]))) {
          lines.push(`${file}, ${entry}, ${problem}`);
        }
      }
    }
    for (const problem of crossRules(file, contentModule)) {
      const entry = entryLabel(problem.exportName, contentModule[problem.exportName], problem.index);
      lines.push(`${file}, ${entry}, ${problem.field}: ${problem.message}`);
    }
  }
  return lines;
}

/** The field names a schema allows at a path (for "unknown field" messages). */
function shapeKeys(schema: z.ZodType, path: readonly PropertyKey[]): string[] {
  let current: unknown = schema;
  const unwrap = (s: unknown): unknown => {
    const def = (s as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return s;
    if (def.type === 'optional' || def.type === 'nullable' || def.type === 'default') return unwrap(def.innerType);
    if (def.type === 'pipe') return unwrap(def.in);
    return s;
  };
  for (const key of path) {
    current = unwrap(current);
    const def = (current as { _zod: { def: Record<string, unknown> } })._zod.def;
    if (def.type === 'array' && typeof key === 'number') current = def.element;
    else if (def.type === 'object' && typeof key === 'string') current = (def.shape as Record<string, unknown>)[key];
    else if (def.type === 'record' && typeof key === 'string') current = def.valueType;
    else if (def.type === 'union') {
      const object = (def.options as unknown[])
        .map(unwrap)
        .find((o) => (o as { _zod: { def: { type: string } } })._zod.def.type === 'object');
      if (!object) return [];
      current = (object as { _zod: { def: { shape: Record<string, unknown> } } })._zod.def.shape[String(key)];
    } else return [];
    if (current === undefined) return [];
  }
  current = unwrap(current);
  let def = (current as { _zod: { def: Record<string, unknown> } })._zod.def;
  if (def.type === 'union') {
    const object = (def.options as unknown[])
      .map(unwrap)
      .find((o) => (o as { _zod: { def: { type: string } } })._zod.def.type === 'object');
    if (!object) return [];
    def = (object as { _zod: { def: Record<string, unknown> } })._zod.def;
  }
  return def.type === 'object' ? Object.keys(def.shape as Record<string, unknown>) : [];
}
