import type { NewsletterIssue } from './schema';

/**
 * Newsletter issues, OLDEST FIRST: add a new issue at the end. An issue's position is its download
 * address (`/newsletter/download/0` is the oldest), so an issue never changes address when a newer one
 * is published; never reorder or remove issues. `date` is the publication day (YYYY-MM-DD); pages show
 * its month ("December 2024"). The newsletter page lists the most recent issues. `contents` are the
 * headings of the issue's articles, in its order: its page lists them under "In this issue".
 */
export const newsletterIssues = [
  {
    title: 'EIK Newsletter: March 2024',
    date: '2024-03-01',
    description:
      'Report of the 2024 Annual General Meeting, the training calendar for the year and a profile of student members.',
    downloads: 754,
    featured: false,
    contents: ['Report of the 2024 AGM', 'The training calendar for 2024', 'Student members'],
    file: '/documents/newsletter/eik-newsletter-2024-03.pdf',
  },
  {
    title: 'EIK Newsletter: June 2024',
    date: '2024-06-01',
    description: 'World Environment Day activities, the Sustainable Waste Management Act in practice and new fellows.',
    downloads: 876,
    featured: false,
    contents: ['World Environment Day', 'The Sustainable Waste Management Act in practice', 'New fellows'],
    file: '/documents/newsletter/eik-newsletter-2024-06.pdf',
  },
  {
    title: 'EIK Newsletter: September 2024',
    date: '2024-09-01',
    description:
      'Carbon markets regulations explained, highlights from the climate change working group and member news.',
    downloads: 982,
    featured: false,
    contents: ['Carbon markets regulations explained', 'From the working groups', 'Member news'],
    file: '/documents/newsletter/eik-newsletter-2024-09.pdf',
  },
  {
    title: 'EIK Newsletter: December 2024',
    date: '2024-12-01',
    description: 'The year in review: 2024 trainings, the new council’s priorities and a look ahead to the 2025 AGM.',
    downloads: 1245,
    featured: true,
    contents: ['A year of growth', 'The new council’s priorities', 'Looking ahead to the 2025 AGM'],
    file: '/documents/newsletter/eik-newsletter-2024-12.pdf',
  },
] satisfies NewsletterIssue[];

/** How many issues the newsletter page lists. */
export const recentIssueCount = 4;

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

/** What every issue brings, listed beside the subscribe form. */
export const newsletterContents = [
  'Policy and regulatory changes, explained for practitioners',
  'Trainings and short courses, with their dates before they fill',
  'Events, the Annual General Meeting and news from the working groups',
  'Stories and field notes from members across Kenya',
] as const;

/** How often an issue is sent (the issues above are quarterly), in the words every sign-up form uses. */
export const newsletterFrequency = 'every quarter';
