import type { IconName, JobOpening } from './types';
import { site } from './site';
import { mailto } from '@/lib/format';

/**
 * Current vacancies. The list is empty while the institute is not recruiting; an editor adds
 * an opening here and it appears on /resources/vacancy.
 */
export const jobOpenings: JobOpening[] = [];

export interface CareerAction {
  title: string;
  description: string;
  /** The button text. */
  label: string;
  href: string;
  icon: IconName;
}

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
    href: mailto(site.contacts.hrEmail, 'Volunteering application'),
    icon: 'heart',
  },
  {
    title: 'Internships',
    description: 'Students and recent graduates can gain practical experience with the secretariat.',
    label: 'Internships',
    href: mailto(site.contacts.hrEmail, 'Internship application'),
    icon: 'academic',
  },
  {
    title: 'Partnerships',
    description: 'Organisations can partner with us on research, training and conservation projects.',
    label: 'Partnership',
    href: mailto(site.contacts.secretariatEmail, 'Partnership enquiry'),
    icon: 'handshake',
  },
] satisfies CareerAction[];

/** The closing buttons under "No Current Openings". */
export const resumeLink = mailto(site.contacts.hrEmail, 'Resume for future openings');
export const hrContactLink = mailto(site.contacts.hrEmail, 'Careers enquiry');
