/** The donation page: amounts, types, purposes, recognition, payment details and the M-Pesa guide. */
import { z } from 'zod';
import { count, email, httpsUrl, pageLead, testimonial, text, texts } from './fields';
import { listOf, named } from './naming';
import { type ContentRule } from './rules';

export const donationTypeValues = ['one-time', 'monthly'] as const;
export const donationType = z.enum(donationTypeValues);
export type DonationType = z.infer<typeof donationType>;

export const donationPurposeValues = ['general', 'conservation', 'training', 'research'] as const;
export const donationPurpose = z.enum(donationPurposeValues);
export type DonationPurpose = z.infer<typeof donationPurpose>;

const amount = count().min(1, 'is below 1');

export const recognitionTier = z.strictObject({ minimum: amount, name: text(), description: text() });
export type RecognitionTier = z.infer<typeof recognitionTier>;

export const impactExample = z.strictObject({ amount, impact: text() });
export type ImpactExample = z.infer<typeof impactExample>;

/** A way to pay (paybill, till, bank) with its numbers, on the donation page. */
export const paymentGroup = z.strictObject({
  title: text(),
  description: text(),
  details: z.array(
    z.strictObject({
      label: text(),
      value: text(),
      /** Shown large (paybill, till). */
      prominent: z.boolean().optional(),
      /** Gets a copy button: numbers a donor types into a phone or bank app. */
      copyable: z.boolean().optional(),
    }),
  ),
  /** A small table under the numbers: e.g. the paybill account for each purpose of a gift. */
  table: z.optional(
    z.strictObject({
      title: text(),
      rows: z.array(z.strictObject({ label: text(), value: text() })),
    }),
  ),
});
export type PaymentGroup = z.infer<typeof paymentGroup>;

/** The paybill account reference for a gift, by its purpose. */
export const donationAccounts = z.record(donationPurpose, text());

/** The texts of the completion panel; words in braces are filled in. */
export const donationCompletionTexts = z.strictObject({
  heading: text(),
  intro: text(),
  appTitle: text(),
  appSteps: texts(),
  simTitle: text(),
  simSteps: texts(),
  tillTitle: text(),
  till: text(),
  bankTitle: text(),
  bank: text(),
  cardTitle: text(),
  card: text(),
  cardLink: text(),
  monthlyTitle: text(),
  monthly: texts(),
  receiptTitle: text(),
  receipt: text(),
  receiptEmailLink: text(),
  receiptWhatsAppLink: text(),
  receiptSubject: text(),
  receiptMessage: text(),
  officialNotice: text(),
  staticHeading: text(),
  staticAmount: text(),
});
export type DonationCompletionTexts = z.infer<typeof donationCompletionTexts>;

/** A hosted card-payment page, or '' for none. */
export const optionalHttpsUrl = z.union([z.literal(''), httpsUrl]);

/** The payment facts the completion panel names, from site.payments and the contacts in content/site.ts. */
export const donationPaymentFacts = z.strictObject({
  paybill: text(),
  till: text(),
  mpesaName: text(),
  accounts: donationAccounts,
  bank: z.array(z.strictObject({ label: text(), value: text() })),
  cardPaymentUrl: optionalHttpsUrl,
  receiptEmail: email,
  /** The institute's WhatsApp link, `https://wa.me/<number>`. */
  whatsapp: httpsUrl,
  phone: text(),
});
export type DonationPaymentFacts = z.infer<typeof donationPaymentFacts>;

/** How a gift is made, from the form to its receipt: shown beside the form, where a donor decides. */
export const givingSteps = z.strictObject({
  title: text(),
  steps: listOf(z.strictObject({ title: text(), text: text() }), 'step', ['title']).min(1),
  /** Who the numbers belong to, under the steps. */
  note: text(),
});
export type GivingSteps = z.infer<typeof givingSteps>;

/** The donation form's own words beside its fields and its button. */
export const donationFormWords = z.strictObject({
  /** Under the custom amount. */
  customHint: text(),
  /** Under Donate: what the button does and how the gift is then sent. */
  donateNote: text(),
});
export type DonationFormWords = z.infer<typeof donationFormWords>;

/** The copy button's words beside a payment number. */
export const copyWords = z.strictObject({ copy: text(), copied: text(), failed: text() });
export type CopyWords = z.infer<typeof copyWords>;

export const donationFile = {
  donationPresets: z.array(amount).min(1),
  defaultDonationAmount: amount,
  donationTypes: listOf(z.strictObject({ value: donationType, label: text(), description: text() }), 'donation type', [
    'label',
  ]),
  donationPurposes: listOf(z.strictObject({ value: donationPurpose, label: text() }), 'purpose', ['label']),
  recognitionTiers: listOf(recognitionTier, 'recognition tier', ['name']),
  recognitionNote: text(),
  impactExamples: z.array(impactExample),
  donationPaymentGroups: listOf(paymentGroup, 'payment group', ['title']),
  donationBankTransfer: named(paymentGroup, 'bank transfer details'),
  donationAccounts: named(donationAccounts, 'donation accounts'),
  donationCompletion: named(donationCompletionTexts, 'donation completion'),
  donationPaymentFacts: named(donationPaymentFacts, 'donation payment facts'),
  donationFormWords: named(donationFormWords, 'donation form words'),
  givingSteps: named(givingSteps, 'giving steps'),
  copyWords: named(copyWords, 'copy button words'),
  donationLead: named(pageLead, 'donation page lead'),
  donationStory: named(testimonial, 'donor story'),
};

export const donationRules: ContentRule = (exports) => {
  const presets = Array.isArray(exports.donationPresets) ? (exports.donationPresets as unknown[]) : [];
  const amount = exports.defaultDonationAmount;
  return typeof amount === 'number' && presets.length > 0 && !presets.includes(amount)
    ? [
        {
          exportName: 'defaultDonationAmount',
          field: 'value',
          message: `${amount} is not one of donationPresets (${presets.join(', ')})`,
        },
      ]
    : [];
};
