/** Facts about the institute (content/site.ts), the menus (content/navigation.ts) and the charter. */
import { z } from 'zod';
import {
  email,
  href,
  httpsUrl,
  image,
  link,
  actionLink,
  count,
  fieldsOf,
  inOrder,
  isoDate,
  stat,
  text,
  texts,
  pdf,
  withPlaceholders,
  words,
} from './fields';
import { optionalHttpsUrl, donationAccounts } from './giving';
import { listOf, named } from './naming';

/** The provider of the mailing list (README.md, "Sign-ups"); `none` sends nothing. */
export const signupSetting = z.discriminatedUnion('provider', [
  z.strictObject({ provider: z.literal('none') }),
  /** Netlify Forms: detected from the deployed HTML by its form name; posts go to the site itself. */
  z.strictObject({ provider: z.literal('netlify'), formName: text() }),
  /** Formspree: the form's id, the last part of `https://formspree.io/f/{formId}`. */
  z.strictObject({ provider: z.literal('formspree'), formId: text() }),
  /**
   * Mailchimp: the `action` of the audience's embedded form,
   * `https://<dc>.list-manage.com/subscribe/post?u=...&id=...`. `interestsField` is the tag of a text
   * merge field that receives the chosen interests (default `INTERESTS`).
   */
  z.strictObject({ provider: z.literal('mailchimp'), action: httpsUrl, interestsField: text().optional() }),
  /** Buttondown: the newsletter's username, as in `https://buttondown.com/{username}`. */
  z.strictObject({ provider: z.literal('buttondown'), username: text() }),
]);
export type SignupSetting = z.infer<typeof signupSetting>;

export const socialNetwork = z.enum(['youtube', 'whatsapp', 'instagram', 'facebook', 'x', 'linkedin']);
export type SocialNetwork = z.infer<typeof socialNetwork>;

export const siteFacts = z.strictObject({
  ...words('name', 'shortName', 'tagline', 'description'),
  url: httpsUrl,
  founded: z.number().int().min(1900).max(2100),
  recentDays: z
    .number()
    .int()
    .min(7, 'is under a week (write 7 or more days)')
    .max(730, 'is over two years (write 730 or fewer days)'),
  locale: z.string().regex(/^[a-z]{2}_[A-Z]{2}$/, 'is not a locale such as "en_KE"'),
  contacts: z.strictObject({
    phone: text(),
    phoneHref: href,
    ...fieldsOf(email, 'email', 'trainingEmail', 'secretariatEmail', 'councilEmail', 'hrEmail', 'membershipEmail'),
    address: z.strictObject({
      ...words('street', 'poBox', 'city', 'country'),
      countryCode: z.string().regex(/^[A-Z]{2}$/, 'is not a two-letter country code such as "KE"'),
      map: httpsUrl,
    }),
    hours: text(),
  }),
  external: z.strictObject(fieldsOf(httpsUrl, 'portalLogin', 'portalRegister', 'conference', 'whatsapp')),
  social: z.array(z.strictObject({ label: text(), network: socialNetwork, href: httpsUrl })),
  signups: signupSetting,
  payments: z.strictObject({
    paybill: z.string().regex(/^\d{5,7}$/, 'is not a paybill number (5 to 7 digits)'),
    paybillAccount: text(),
    mpesaName: text(),
    donationAccounts,
    donationTill: z.string().regex(/^\d{5,7}$/, 'is not a till number (5 to 7 digits)'),
    cardPaymentUrl: optionalHttpsUrl,
    bank: z.strictObject({
      ...words('name', 'branch', 'accountName', 'accountNumber'),
      swiftCode: z.string().regex(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/, 'is not a SWIFT code (8 or 11 letters and digits)'),
    }),
  }),
  claims: z.record(z.string(), count()),
});
export type SiteFacts = z.infer<typeof siteFacts>;

export const conferencePromo = z.strictObject({
  title: text(),
  days: z.strictObject({ start: isoDate, end: isoDate }).superRefine(inOrder('start', 'end', 'the start')),
  venue: text(),
  poster: image,
  /** How long after the first page load the dialog opens. */
  delayMs: count(),
  /** The session-storage key that keeps it closed for the rest of the visit. */
  storageKey: text(),
});
export type ConferencePromo = z.infer<typeof conferencePromo>;

export const siteFile = {
  site: named(siteFacts, 'site'),
  impactStats: z.array(stat),
  conferencePromo: named(conferencePromo, 'conference promo'),
};

// ---------- Navigation ----------

export const navGroup = z.strictObject({
  label: text(),
  /** Where the top-level title goes: its first page, or an external site. */
  href,
  external: z.boolean().optional(),
  children: z.array(link).optional(),
  /** Pages of this section the menu does not list: on them the menu still marks the section. */
  also: z.array(href).optional(),
});
export type NavGroup = z.infer<typeof navGroup>;

/**
 * One call to action: the one label the whole site gives it, where it goes (when it always goes to
 * the same place), and the labels it must no longer be given (`retired`), so a check can refuse them.
 */
export const callToAction = z.strictObject({
  label: text(),
  href: href.optional(),
  external: z.boolean().optional(),
  retired: z.array(text()).optional(),
});

/** Every call to action of the site by name: components and pages read their labels from here. */
export const actionsSchema = z.strictObject({
  ...fieldsOf(callToAction, 'join', 'apply', 'portalLogin', 'donate', 'subscribe'),
  ...fieldsOf(callToAction, 'registerTraining', 'trainingCalendar', 'download', 'readMore', 'joinGroup'),
});
export type Actions = z.infer<typeof actionsSchema>;

/** The words of the footer. {frequency}: how often the newsletter is sent; {name}, {founded}, {year}: the institute's. */
export const footerWordsSchema = z.strictObject({
  ...words('keyLinks', 'quickLinks', 'contact', 'newsletter', 'newsletterText', 'signupOnPage'),
  ...words('rights', 'registered', 'social'),
  ...words('emailLabel', 'emailPlaceholder', 'thanks', 'another'),
});
export type FooterWords = z.infer<typeof footerWordsSchema>;

export const navigationFile = {
  actions: named(actionsSchema, 'actions'),
  footerWords: named(footerWordsSchema, 'footer words'),
  footerKeyLinks: listOf(link, 'footer key link', ['label']),
  mainNavigation: listOf(navGroup, 'menu', ['label']),
  joinLink: named(link, 'join link'),
  donateLink: named(link, 'donate link'),
  portalLoginLink: named(link, 'portal login link'),
  portalLinks: listOf(actionLink, 'portal link', ['label']),
  footerQuickLinks: listOf(link, 'footer link', ['label']),
  skipLinkLabel: named(text(), 'skip link'),
  homeCrumb: named(link, 'home crumb'),
};

// ---------- Charter ----------

export const charter = z.strictObject({
  title: text(),
  file: pdf,
  ...words('subtitle', 'intro'),
  obligations: texts(),
  headings: z.strictObject({
    ...words('about', 'fees', 'requirements', 'apply', 'terms'),
    ...words('paying', 'benefits', 'groups', 'obligations', 'contact'),
  }),
  texts: z.strictObject({
    ...words('founded', 'fees', 'category', 'annualFee', 'registrationFee', 'noFee', 'portal', 'groups', 'contact'),
    ...words('readAsText', 'read', 'download', 'facts'),
  }),
  application: texts(),
});
export type Charter = z.infer<typeof charter>;

/** The words of the document reader (the charter's viewer, and every document read online). */
export const reader = z.strictObject({
  // The choice between the two views (its name is read by screen readers): the text reflowed as the
  // page's own, or the document's pages drawn.
  ...words('views', 'textView', 'pagesView'),
  // While the text is read out of the PDF; for a PDF with no text (a scanned image), one line, then a
  // button to its pages.
  ...words('readingText', 'noText', 'showPages'),
  // Read before the zoom's percentage ("Zoom 150%"); the tool bar's buttons are each read by its name.
  ...words('zoom', 'previousPage', 'nextPage'),
  /** Where the pages view stands: {page} of {pages}; `pageUnknown` while the PDF loads. */
  pageOf: withPlaceholders('page', 'pages'),
  ...words('pageUnknown', 'zoomOut', 'zoomIn', 'fitWidth'),
  /** Over a page zoomed wider than the viewer, until the visitor first scrolls sideways. */
  panHint: text(),
  /** {degrees}: the pages' turn now (0, 90, 180, 270). */
  rotate: withPlaceholders('degrees'),
  download: text(),
  /** The scrolling area's name for screen readers; {title}: the document's. */
  document: withPlaceholders('title'),
});
export type Reader = z.infer<typeof reader>;

export const charterFile = { charter: named(charter, 'charter'), reader: named(reader, 'reader') };
