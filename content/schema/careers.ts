/** Vacancies and the ways to get involved while there are none. */
import { z } from 'zod';
import {
  cardText,
  count,
  email,
  href,
  httpsUrl,
  icon,
  inOrder,
  isoDate,
  limited,
  text,
  texts,
  withPlaceholders,
  words,
} from './fields';
import { listOf, named } from './naming';
import { duplicates, type ContentRule } from './rules';

/** The kinds of position an opening can be (search engines get the matching employment type). */
export const jobTypes = ['Full-time', 'Part-time', 'Contract', 'Internship', 'Volunteer'] as const;
export type JobType = (typeof jobTypes)[number];

export const jobOpening = z
  .strictObject({
    /** A number no other opening has used; search engines know the opening by it. */
    id: count(),
    title: text(),
    description: limited(cardText * 2),
    type: z.enum(jobTypes),
    /** The town, such as "Nairobi", or "Remote" for a role done from anywhere in Kenya. */
    location: text().meta({
      neededFor:
        'Google lists an opening in job search only with its place of work (jobLocation): write the town, such as "Nairobi", or "Remote"',
    }),
    /** The county, such as "Nairobi County", when known (for search engines only). */
    region: text().optional(),
    department: text(),
    /** The day the opening was published, "YYYY-MM-DD". */
    posted: isoDate,
    /** The last day to apply, "YYYY-MM-DD", shown as "December 12, 2024"; the opening is hidden the day after. */
    deadline: isoDate.meta({
      neededFor: 'Google needs the last day to apply (validThrough): write it as YYYY-MM-DD',
    }),
    requirements: texts().min(1, 'is empty (list at least one requirement)'),
    urgent: z.boolean(),
    /** Where to apply: an email address, or an https:// application form. Without it, the HR email, with the title as the subject. */
    apply: z
      .string()
      .refine(
        (value) => email.safeParse(value).success || httpsUrl.safeParse(value).success,
        'is neither an email address nor an https:// address (write hr@eik.co.ke or the full https:// address of the application form)',
      )
      .optional(),
  })
  .superRefine(inOrder('posted', 'deadline', 'the day it was posted'));
export type JobOpening = z.infer<typeof jobOpening>;

/** An email to an office with its subject written in: the site turns it into a mailto: link. */
export const emailLink = z.strictObject({ to: email, subject: text() });
export type EmailLink = z.infer<typeof emailLink>;

/** `label` is the button text. */
const careerActionBase = { ...words('title', 'description', 'label'), icon };
/** A button that goes to a page (`href`) or opens an email (`email`). */
export const careerAction = z.union([
  z.strictObject({ ...careerActionBase, href }),
  z.strictObject({ ...careerActionBase, email: emailLink }),
]);
export type CareerAction = z.infer<typeof careerAction>;

export const careersWords = z.strictObject({
  ...words('search', 'searchPlaceholder', 'none', 'notRecruiting'),
  noMatch: withPlaceholders('query'),
  ...words('urgent', 'requirements'),
  applyBy: withPlaceholders('date'),
  apply: text(),
  applyFor: withPlaceholders('title'),
  ...words('alertsLabel', 'alertsPlaceholder', 'alertsSubmit'),
  alertsThanks: withPlaceholders('email'),
  alertsAgain: text(),
});
export type CareersWords = z.infer<typeof careersWords>;

export const careersFile = {
  careersWords: named(careersWords, 'careers words'),
  jobOpenings: listOf(jobOpening, 'opening', ['title']),
  careerActions: listOf(careerAction, 'career action', ['title']),
  resumeEmail: named(emailLink, 'resume email'),
  hrContactEmail: named(emailLink, 'HR contact email'),
};

export const careersRules: ContentRule = (exports) =>
  duplicates('jobOpenings', exports.jobOpenings, 'id', 'identifies the opening to search engines');
