import type { ActionLink, Link, NavGroup } from './schema';
import { site } from './site';

/** One navigation tree feeds the desktop header, the mobile drawer and the footer. */
export const mainNavigation = [
  {
    label: 'About Us',
    href: '/about/background',
    children: [
      { label: 'Our Background', href: '/about/background' },
      { label: 'Approach', href: '/about/approach' },
      { label: 'Council', href: '/about/council' },
      { label: 'Secretariat', href: '/about/secretariat' },
    ],
  },
  {
    label: 'Membership',
    href: '/members/join',
    children: [
      { label: 'How to Join', href: '/members/join' },
      { label: 'Fees & Subscriptions', href: '/members/fees' },
      { label: 'Technical Working Groups', href: '/members/chapters' },
    ],
  },
  {
    label: 'Trainings',
    href: '/trainings/short-courses',
    children: [
      { label: 'Short Courses', href: '/trainings/short-courses' },
      { label: 'Calendar', href: '/trainings/calendar' },
    ],
  },
  {
    label: 'Media Center',
    href: '/monthly-bulletin',
    children: [
      { label: 'Monthly Bulletin', href: '/monthly-bulletin' },
      { label: 'Newsletter', href: '/newsletter' },
      { label: 'Gallery', href: '/gallery' },
      { label: 'Press Statements', href: '/press-statements' },
      { label: 'Blogs', href: '/blogs' },
    ],
  },
  {
    label: 'Resources',
    href: '/resources/downloads',
    children: [
      { label: 'Downloads', href: '/resources/downloads' },
      { label: '{agm}', href: '/agm' },
    ],
  },
  { label: 'News & Events', href: '/news' },
  { label: 'Conference', href: site.external.conference, external: true },
] satisfies NavGroup[];

export const joinLink = { label: 'Join the institute', href: '/members/join' } satisfies Link;
export const donateLink = { label: 'Donate', href: '/donate' } satisfies Link;
export const portalLinks = [
  { label: 'Portal Login', href: site.external.portalLogin, external: true },
  { label: 'Register', href: site.external.portalRegister, external: true, prominent: true },
] satisfies ActionLink[];

export const skipLinkLabel = 'Skip to content';

/** Footer columns beyond the main tree. */
export const footerQuickLinks = [
  { label: 'How to Join', href: '/members/join' },
  { label: 'Training Calendar', href: '/trainings/calendar' },
  { label: 'Downloads', href: '/resources/downloads' },
  { label: 'Vacancies', href: '/resources/vacancy' },
  { label: 'Donate', href: '/donate' },
  { label: 'Events Calendar', href: '/calendar' },
] satisfies Link[];
