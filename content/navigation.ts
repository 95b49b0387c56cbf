import type { ActionLink, Actions, FooterWords, Link, NavGroup } from './schema';
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
    also: ['/gallery'],
  },
  {
    label: 'Resources',
    href: '/resources/downloads',
    children: [
      { label: 'Downloads', href: '/resources/downloads' },
      { label: '{agm}', href: '/agm' },
    ],
    also: ['/resources/vacancy'],
  },
  { label: 'News & Events', href: '/news', also: ['/calendar'] },
  { label: 'Conference', href: site.external.conference, external: true },
] satisfies NavGroup[];

/**
 * The site's calls to action: ONE label per action, wherever it shows (header, drawer, page bands,
 * cards). Pages and components read the label from here; components/ui/README.md tables where each
 * appears and in which style. `retired` lists labels the action must not be given again: the content
 * check refuses them anywhere in content/.
 */
export const actions = {
  /** Start joining: the How to Join page, which explains the categories, the fees and the charter. */
  join: {
    label: 'Become a Member',
    href: '/members/join',
    retired: ['Join Us', 'Join now', 'Join the institute', 'Register now'],
  },
  /** Apply: the application form on the members portal (a visitor who has chosen a category). */
  apply: {
    label: 'Apply Now',
    href: site.external.portalRegister,
    external: true,
    retired: ['Register', 'Apply for membership'],
  },
  portalLogin: { label: 'Portal Login', href: site.external.portalLogin, external: true },
  donate: { label: 'Donate', href: '/donate', retired: ['Donate Now', 'Give now'] },
  subscribe: { label: 'Subscribe', href: '/newsletter', retired: ['Subscribe to the newsletter', 'Sign up'] },
  /** A place on one training, course or meeting: its link is that event's own. */
  registerTraining: { label: 'Register Now' },
  trainingCalendar: { label: 'View Training Calendar', href: '/trainings/calendar' },
  /** A document's file: its link is that document's own. */
  download: { label: 'Download PDF' },
  /** A post's or a news item's card: its link is that item's own page. */
  readMore: { label: 'Read more' },
  /** A technical working group's Join button: the join page with that group named. */
  joinGroup: { label: 'Join', href: '/members/join' },
} satisfies Actions;

/** An action as a link, without its notes for editors. */
const asLink = ({ label, href, external }: { label: string; href: string; external?: boolean }): Link =>
  external ? { label, href, external } : { label, href };

export const joinLink = asLink(actions.join) satisfies Link;
export const donateLink = asLink(actions.donate) satisfies Link;
export const portalLoginLink = asLink(actions.portalLogin) satisfies Link;
export const portalLinks = [{ ...portalLoginLink }, { ...asLink(actions.apply) }] satisfies ActionLink[];

export const skipLinkLabel = 'Skip to content';

/** The first step of every page's breadcrumb trail (and of the trail search engines read). */
export const homeCrumb = { label: 'Home', href: '/' } satisfies Link;

/** The footer's short row of key links on a phone, below 768 px, where the full site index is not drawn. */
export const footerKeyLinks = [
  { label: 'How to Join', href: '/members/join' },
  { label: 'Fees & Subscriptions', href: '/members/fees' },
  { label: 'Short Courses', href: '/trainings/short-courses' },
  { label: 'Training Calendar', href: '/trainings/calendar' },
  { label: 'News & Events', href: '/news' },
  { label: 'Events Calendar', href: '/calendar' },
  { label: 'Donate', href: '/donate' },
  { label: 'Vacancies', href: '/resources/vacancy' },
] satisfies Link[];

/** The words of the footer. {frequency}: how often the newsletter goes out; {founded}, {year}, {name}: the institute's. */
export const footerWords = {
  keyLinks: 'Key links',
  quickLinks: 'Quick Links',
  contact: 'Contact',
  newsletter: 'Newsletter',
  newsletterText: 'News, trainings and opportunities for Kenya’s environmental practitioners, {frequency}.',
  /** In place of the footer's field on a page that has its own sign-up form. */
  signupOnPage: 'Sign up with the form on this page.',
  rights: '© {founded}-{year} {name}. All rights reserved.',
  registered: 'Registered professional body of environmental practitioners in Kenya.',
  social: 'Social media',
  emailLabel: 'Email address',
  emailPlaceholder: 'Enter your email',
  thanks: 'Thank you! {email} is subscribed to our newsletter.',
  another: 'Subscribe another email',
} satisfies FooterWords;

/**
 * The footer's Quick Links: pages the menu's columns beside them do not list (a page listed there
 * is not repeated here). The menu's own links without a group (News & Events, Conference) follow.
 */
export const footerQuickLinks = [
  { label: 'Vacancies', href: '/resources/vacancy' },
  { label: 'Donate', href: '/donate' },
  { label: 'Events Calendar', href: '/calendar' },
] satisfies Link[];
