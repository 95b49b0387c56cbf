import type { IconName, JobOpening } from './types';
import { site } from './site';

/**
 * Current vacancies. The list is empty while the institute is not recruiting; an editor adds
 * an opening here and it appears on /resources/vacancy.
 */
export const jobOpenings: JobOpening[] = [];

/** An email the visitor's mail app opens, with its subject filled in. */
export interface EmailTarget {
  email: string;
  subject: string;
}

export type CareerAction = {
  title: string;
  description: string;
  /** The button text. */
  label: string;
  icon: IconName;
} & ({ href: string } | EmailTarget);

/** Ways to get involved while there are no openings; each button does something useful. */
export const careerActions = [
  {
    title: 'Membership',
    description: 'Join a network of environmental professionals and grow your career with the institute.',
    label: 'Become a Member',
    href: '/members/join',
    icon: 'users',
  },
  {
    title: 'Volunteering',
    description: 'Give your time to tree planting, clean-ups, community outreach and our events.',
    label: 'Volunteer',
    email: site.contacts.hrEmail,
    subject: 'Volunteering application',
    icon: 'heart',
  },
  {
    title: 'Internships',
    description: 'Students and recent graduates can gain practical experience with the secretariat.',
    label: 'Internships',
    email: site.contacts.hrEmail,
    subject: 'Internship application',
    icon: 'academic',
  },
  {
    title: 'Partnerships',
    description: 'Organisations can partner with us on research, training and conservation projects.',
    label: 'Partnership',
    email: site.contacts.secretariatEmail,
    subject: 'Partnership enquiry',
    icon: 'handshake',
  },
] satisfies CareerAction[];

/** The closing buttons under "No Current Openings". */
export const resumeEmail = {
  email: site.contacts.hrEmail,
  subject: 'Resume for future openings',
} satisfies EmailTarget;
export const hrContactEmail = { email: site.contacts.hrEmail, subject: 'Careers enquiry' } satisfies EmailTarget;
