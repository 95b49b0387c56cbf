/** Vacancies and the ways to get involved while there are none. */
import { z } from 'zod';
import { cardText, count, email, href, icon, isoDate, limited, text, texts } from './fields';
import { listOf, named } from './naming';

export const jobOpening = z.strictObject({
  id: count(),
  title: text(),
  description: limited(cardText * 2),
  type: text(),
  location: text(),
  department: text(),
  /** "YYYY-MM-DD", shown as "December 12, 2024". */
  deadline: isoDate,
  requirements: texts(),
  urgent: z.boolean(),
});
export type JobOpening = z.infer<typeof jobOpening>;

/** An email to an office with its subject written in: the site turns it into a mailto: link. */
export const emailLink = z.strictObject({ to: email, subject: text() });
export type EmailLink = z.infer<typeof emailLink>;

const careerActionBase = {
  title: text(),
  description: text(),
  /** The button text. */
  label: text(),
  icon,
};
/** A button that goes to a page (`href`) or opens an email (`email`). */
export const careerAction = z.union([
  z.strictObject({ ...careerActionBase, href }),
  z.strictObject({ ...careerActionBase, email: emailLink }),
]);
export type CareerAction = z.infer<typeof careerAction>;

export const careersFile = {
  jobOpenings: listOf(jobOpening, 'opening', ['title']),
  careerActions: listOf(careerAction, 'career action', ['title']),
  resumeEmail: named(emailLink, 'resume email'),
  hrContactEmail: named(emailLink, 'HR contact email'),
};
