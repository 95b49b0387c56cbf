import type { CareerAction, CareersWords, EmailLink, JobOpening } from './schema';
import { actions } from './navigation';
import { site } from './site';

/**
 * Current vacancies. The list is empty while the institute is not recruiting; an editor adds
 * an opening here and it appears on /resources/vacancy.
 */
export const jobOpenings: JobOpening[] = [];

/** Ways to get involved while there are no openings; each button does something useful. */
export const careerActions = [
  {
    title: 'Membership',
    description: 'Join a network of environmental professionals and grow your career with the institute.',
    label: actions.join.label,
    href: actions.join.href,
    icon: 'users',
  },
  {
    title: 'Volunteering',
    description: 'Give your time to tree planting, clean-ups, community outreach and our events.',
    label: 'Volunteer',
    email: { to: site.contacts.hrEmail, subject: 'Volunteering application' },
    icon: 'heart',
  },
  {
    title: 'Internships',
    description: 'Students and recent graduates can gain practical experience with the secretariat.',
    label: 'Internships',
    email: { to: site.contacts.hrEmail, subject: 'Internship application' },
    icon: 'academic',
  },
  {
    title: 'Partnerships',
    description: 'Organisations can partner with us on research, training and conservation projects.',
    label: 'Partnership',
    email: { to: site.contacts.secretariatEmail, subject: 'Partnership enquiry' },
    icon: 'handshake',
  },
] satisfies CareerAction[];

/** The closing buttons under "No Current Openings": each opens an email with its subject written in. */
export const resumeEmail = { to: site.contacts.hrEmail, subject: 'Resume for future openings' } satisfies EmailLink;
export const hrContactEmail = { to: site.contacts.hrEmail, subject: 'Careers enquiry' } satisfies EmailLink;

/**
 * The words of the openings list, its empty state and the job alerts sign-up. {query}: what the
 * visitor searched; {email}: the address signed up; {title}: an opening's; {date}: its last day.
 */
export const careersWords = {
  search: 'Search openings',
  searchPlaceholder: 'Title, department or place',
  none: 'No Current Openings',
  notRecruiting: 'We are not recruiting at the moment. Leave your email and we will tell you when a position opens.',
  noMatch: 'No openings match “{query}”. Try another search.',
  urgent: 'Urgent',
  requirements: 'Requirements',
  applyBy: 'Apply by {date}',
  apply: 'Apply',
  applyFor: 'for {title}',
  alertsLabel: 'Email address for job alerts',
  alertsPlaceholder: 'Enter your email',
  alertsSubmit: 'Notify Me',
  alertsThanks: 'Thank you! We will email {email} when a position opens.',
  alertsAgain: 'Use another email',
} satisfies CareersWords;
