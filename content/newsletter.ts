import type { NewsletterIssue } from './types';

/** Recent newsletter issues (SPEC 3: 4 issues), newest first; each index is a download page. */
export const newsletterIssues = [
  {
    title: 'EIK Newsletter: December 2024',
    date: 'December 2024',
    description: 'The year in review: 2024 trainings, the new council’s priorities and a look ahead to the 2025 AGM.',
    downloads: 1245,
    featured: true,
    file: '/documents/newsletter/eik-newsletter-2024-12.pdf',
  },
  {
    title: 'EIK Newsletter: September 2024',
    date: 'September 2024',
    description:
      'Carbon markets regulations explained, highlights from the climate change working group and member news.',
    downloads: 982,
    featured: false,
    file: '/documents/newsletter/eik-newsletter-2024-09.pdf',
  },
  {
    title: 'EIK Newsletter: June 2024',
    date: 'June 2024',
    description: 'World Environment Day activities, the Sustainable Waste Management Act in practice and new fellows.',
    downloads: 876,
    featured: false,
    file: '/documents/newsletter/eik-newsletter-2024-06.pdf',
  },
  {
    title: 'EIK Newsletter: March 2024',
    date: 'March 2024',
    description:
      'Report of the 2024 Annual General Meeting, the training calendar for the year and a profile of student members.',
    downloads: 754,
    featured: false,
    file: '/documents/newsletter/eik-newsletter-2024-03.pdf',
  },
] satisfies NewsletterIssue[];

/** The issue at a download page's index ("0".."3"), or undefined for any other value. */
export function getNewsletterIssue(index: string): NewsletterIssue | undefined {
  if (!/^\d+$/.test(index)) return undefined;
  return newsletterIssues[Number(index)];
}

/** Topics a subscriber can choose (all optional). */
export const newsletterInterests = [
  'Climate Change',
  'Conservation',
  'Environmental Policy',
  'Impact Assessment',
  'Training & Events',
  'Waste Management',
  'Water Resources',
  'Membership News',
] as const;

/** The archive on the downloads page goes back to this year. */
export const newsletterArchiveSince = 2015;

/** How often an issue is sent (the issues above are quarterly), in the words every sign-up form uses. */
export const newsletterFrequency = 'every quarter';
