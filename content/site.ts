import type { ConferencePromo, SignupSetting, SiteFacts, Stat } from './schema';
import { workingGroups } from './working-groups';

/**
 * Where the sign-up forms (newsletter page, footer, careers alerts) send a visitor's email. With
 * `none` nothing is sent and the build warns; README.md, "Sign-ups", says how to switch one on:
 *   { provider: 'netlify', formName: 'newsletter' }
 *   { provider: 'formspree', formId: 'xyzabcde' }
 *   { provider: 'mailchimp', action: 'https://<dc>.list-manage.com/subscribe/post?u=...&id=...' }
 *   { provider: 'buttondown', username: 'eik' }
 */
const signups: SignupSetting = { provider: 'none' };

/** Facts about the institute, written once and imported wherever they are shown. */
export const site = {
  name: 'Environmental Institute of Kenya',
  shortName: 'EIK',
  tagline: 'Professionals for a sustainable Kenya',
  description:
    'The professional body of environmental practitioners in Kenya: membership, trainings, working groups, publications and events since 2014.',
  /** Canonical origin of the deployed site; metadataBase, canonical links and the sitemap use it. */
  url: 'https://www.eik.co.ke',
  founded: 2014,
  /** News is called "latest" for this many days after its date; older items are headed as earlier news. */
  recentDays: 180,
  locale: 'en_KE',
  contacts: {
    phone: '+254 722 484 864',
    phoneHref: 'tel:+254722484864',
    email: 'info@eik.co.ke',
    trainingEmail: 'training@eik.co.ke',
    secretariatEmail: 'secretariat@eik.co.ke',
    councilEmail: 'council@eik.co.ke',
    hrEmail: 'hr@eik.co.ke',
    membershipEmail: 'membership@eik.co.ke',
    address: {
      street: 'Kabarnet Road, off Ngong Road, Kilimani',
      poBox: 'P.O. Box 25413-00100',
      city: 'Nairobi',
      country: 'Kenya',
      countryCode: 'KE',
      /** Where "Get Directions" leads: the office on a map. */
      map: 'https://www.google.com/maps/search/?api=1&query=Kabarnet%20Road%2C%20Kilimani%2C%20Nairobi',
    },
    hours: 'Monday to Friday, 8:00 AM - 5:00 PM',
  },
  external: {
    portalLogin: 'https://portal.eik.co.ke/login',
    portalRegister: 'https://portal.eik.co.ke/register',
    conference: 'https://conference.eik.co.ke',
    whatsapp: 'https://wa.me/254722484864',
  },
  social: [
    { label: 'YouTube', network: 'youtube', href: 'https://www.youtube.com/@eikkenya' },
    { label: 'WhatsApp', network: 'whatsapp', href: 'https://wa.me/254722484864' },
    { label: 'Instagram', network: 'instagram', href: 'https://www.instagram.com/eikkenya' },
    { label: 'Facebook', network: 'facebook', href: 'https://www.facebook.com/eikkenya' },
    { label: 'X (Twitter)', network: 'x', href: 'https://x.com/eikkenya' },
    { label: 'LinkedIn', network: 'linkedin', href: 'https://www.linkedin.com/company/eikkenya' },
  ],
  signups,
  /** Payment details, shown on the fees and donation pages. */
  payments: {
    paybill: '284864',
    paybillAccount: 'Your membership or ID number',
    /** The name M-Pesa shows before the donor confirms a payment to the paybill or till. */
    mpesaName: 'ENVIRONMENTAL INSTITUTE OF KENYA',
    /** The paybill account reference for a gift, by its purpose (the donation form's choices). */
    donationAccounts: {
      general: 'DONATION',
      conservation: 'CONSERVATION',
      training: 'TRAINING',
      research: 'RESEARCH',
    },
    donationTill: '5128640',
    /** A hosted card-payment page for gifts (e.g. a payment provider's link); leave empty for none. */
    cardPaymentUrl: '' as string,
    bank: {
      name: 'Kenya Commercial Bank',
      branch: 'Kipande House',
      accountName: 'Environmental Institute of Kenya',
      accountNumber: '1107486291',
      swiftCode: 'KCBLKENX',
    },
  },
  /** Stated claims, shown on the home page and the background page; a figure content can count is counted. */
  claims: {
    members: 6014,
    trainingPrograms: 50,
    technicalGroups: workingGroups.length,
    yearsOfService: 10,
    professionalsTrained: 2000,
    communityReached: 10000,
  },
} as const satisfies SiteFacts;

/** The home page's animated counters (2.7 s each, 4.7 s for technical groups). */
export const impactStats = [
  { value: site.claims.members, suffix: '+', label: 'Active Members', duration: 2.7 },
  { value: site.claims.trainingPrograms, suffix: '+', label: 'Training Programs', duration: 2.7 },
  // Counted, so exact: no "+".
  { value: site.claims.technicalGroups, suffix: '', label: 'Technical Groups', duration: 4.7 },
  { value: site.claims.yearsOfService, suffix: '+', label: 'Years of Service', duration: 2.7 },
] satisfies Stat[];

/** The conference promoted by the dialog that opens 4 s after the first page load. */
export const conferencePromo = {
  title: '4th International Environmental Conference and Expo 2025',
  /** First and last day, "YYYY-MM-DD": the dialog shows them as "10 – 12 September 2025" and no longer opens after the last. */
  days: { start: '2025-09-10', end: '2025-09-12' },
  venue: 'Kenyatta International Convention Centre, Nairobi',
  poster: {
    src: 'promo/conference-poster',
    alt: 'Poster: 4th International Environmental Conference and Expo 2025, 10 to 12 September 2025 at KICC, Nairobi',
  },
  delayMs: 4000,
  storageKey: 'promo-dialog-closed',
} as const satisfies ConferencePromo;
