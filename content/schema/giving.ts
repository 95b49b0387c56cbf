/** The donation page: amounts, types, purposes, recognition, payment details and the M-Pesa guide. */
import { z } from 'zod';
import { count, email, httpsUrl, labelled, pageLead, testimonial, text, texts, words } from './fields';
import { listOf, named } from './naming';
import { valuesOf, type ContentRule } from './rules';

export const donationType = z.enum(['one-time', 'monthly']);
export type DonationType = z.infer<typeof donationType>;

export const donationPurpose = z.enum(['general', 'conservation', 'training', 'research']);
export type DonationPurpose = z.infer<typeof donationPurpose>;

const amount = count().min(1, 'is below 1');

export const recognitionTier = z.strictObject({ minimum: amount, name: text(), description: text() });
export type RecognitionTier = z.infer<typeof recognitionTier>;

export const impactExample = z.strictObject({ amount, impact: text() });
export type ImpactExample = z.infer<typeof impactExample>;

/** A way to pay (paybill, till, bank) with its numbers, on the donation page. */
export const paymentGroup = z.strictObject({
  ...words('title', 'description'),
  details: z.array(
    labelled.extend({
      /** Shown large (paybill, till). */
      prominent: z.boolean().optional(),
      /** Gets a copy button: numbers a donor types into a phone or bank app. */
      copyable: z.boolean().optional(),
    }),
  ),
  /** A small table under the numbers: e.g. the paybill account for each purpose of a gift. */
  table: z.strictObject({ title: text(), rows: z.array(labelled) }).optional(),
});
export type PaymentGroup = z.infer<typeof paymentGroup>;

/** The paybill account reference for a gift, by its purpose. */
export const donationAccounts = z.record(donationPurpose, text());

/** The texts of the completion panel; words in braces are filled in. */
export const donationCompletionTexts = z.strictObject({
  ...words('heading', 'intro', 'appTitle'),
  appSteps: texts(),
  simTitle: text(),
  simSteps: texts(),
  ...words('tillTitle', 'till', 'bankTitle', 'bank', 'cardTitle', 'card', 'cardLink', 'monthlyTitle'),
  monthly: texts(),
  ...words('receiptTitle', 'receipt', 'receiptEmailLink', 'receiptWhatsAppLink', 'receiptSubject', 'receiptMessage'),
  ...words('officialNotice', 'staticHeading', 'staticAmount'),
});
export type DonationCompletionTexts = z.infer<typeof donationCompletionTexts>;

/** A hosted card-payment page, or '' for none. */
export const optionalHttpsUrl = z.union([z.literal(''), httpsUrl]);

/** The payment facts the completion panel names, from site.payments and the contacts in content/site.ts. */
export const donationPaymentFacts = z.strictObject({
  ...words('paybill', 'till', 'mpesaName'),
  accounts: donationAccounts,
  bank: z.array(labelled),
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
  const presets = valuesOf(exports.donationPresets);
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
