import type {
  DonationCompletionTexts,
  DonationFormWords,
  DonationPaymentFacts,
  DonationPurpose,
  DonationType,
  GivingSteps,
  ImpactExample,
  PageLead,
  PaymentGroup,
  RecognitionTier,
  Testimonial,
} from './schema';
import { site } from './site';

/** Donation page. Amounts in KES. */
export const donationPresets = [2500, 5000, 10000, 25000, 50000] as const;
export const defaultDonationAmount = 5000 satisfies (typeof donationPresets)[number];

export const donationTypes = [
  { value: 'one-time', label: 'One-time', description: 'A single gift today' },
  { value: 'monthly', label: 'Monthly', description: 'A gift every month' },
] as const satisfies readonly { value: DonationType; label: string; description: string }[];

/** Readable labels; the label is what the thank-you message names. */
export const donationPurposes = [
  { value: 'general', label: 'General Support' },
  { value: 'conservation', label: 'Conservation Projects' },
  { value: 'training', label: 'Training & Education' },
  { value: 'research', label: 'Environmental Research' },
] as const satisfies readonly { value: DonationPurpose; label: string }[];

export const recognitionTiers = [
  {
    minimum: 2500,
    name: 'Environmental Supporter',
    description: 'Thank-you letter and updates on the projects you support.',
  },
  {
    minimum: 10000,
    name: 'Conservation Champion',
    description: 'All of the above, plus an invitation to a project field visit.',
  },
  {
    minimum: 50000,
    name: 'Sustainability Partner',
    description: 'All of the above, plus recognition at the Annual General Meeting.',
  },
  {
    minimum: 100000,
    name: 'Environmental Guardian',
    description: 'All of the above, plus a partnership certificate from the council.',
  },
] satisfies RecognitionTier[];

export const recognitionNote = 'Donors are recognised in the annual report with permission.';

export const impactExamples = [
  { amount: 2500, impact: 'Plants 10 indigenous trees in a degraded water catchment.' },
  { amount: 5000, impact: 'Funds one person’s training in environmental practice.' },
  { amount: 10000, impact: 'Supports a community water conservation project.' },
  { amount: 25000, impact: 'Funds field research on Kenya’s ecosystems.' },
] satisfies ImpactExample[];

/**
 * Where to send a gift by M-Pesa, shown beside the donation form; the numbers come from the one
 * list of payment details in site.ts.
 */
export const donationPaymentGroups = [
  {
    title: 'M-Pesa Paybill',
    description: 'Lipa na M-Pesa, Pay Bill. The account number tells us what your gift is for.',
    details: [{ label: 'Paybill number', value: site.payments.paybill, prominent: true, copyable: true }],
    table: {
      title: 'Account number',
      rows: donationPurposes.map((purpose) => ({
        label: purpose.label,
        value: site.payments.donationAccounts[purpose.value],
      })),
    },
  },
  {
    title: 'M-Pesa Till',
    description:
      'Lipa na M-Pesa, Buy Goods and Services. A till has no account number: send us the receipt message so we can record your purpose.',
    details: [{ label: 'Till number', value: site.payments.donationTill, prominent: true, copyable: true }],
  },
] satisfies PaymentGroup[];

/** For a gift from a bank account, shown beside the M-Pesa guide. */
export const donationBankTransfer = {
  title: 'Bank transfer',
  description: 'For transfers from a bank account in Kenya or abroad.',
  details: [
    { label: 'Bank', value: site.payments.bank.name },
    { label: 'Branch', value: site.payments.bank.branch },
    { label: 'Account name', value: site.payments.bank.accountName },
    { label: 'Account number', value: site.payments.bank.accountNumber, copyable: true },
    { label: 'SWIFT code', value: site.payments.bank.swiftCode, copyable: true },
  ],
} satisfies PaymentGroup;

/** Every purpose has its own paybill account reference (in site.ts), so a gift reaches its purpose. */
export const donationAccounts = site.payments.donationAccounts satisfies Record<DonationPurpose, string>;

/**
 * How to complete a gift, shown after Donate for the chosen type, amount and purpose, and (with a
 * general amount) in the page's "How to give by M-Pesa" section. Words in braces are filled in:
 * {paybill}, {account}, {amount} ("KES 5,000", or "the amount you wish to give"), {purpose},
 * {till}, {name} (the name M-Pesa shows), {type} (one-time, monthly), {phone}.
 */
export const donationCompletion = {
  heading: 'Complete your gift by M-Pesa',
  intro: 'Send your {type} gift of {amount} for {purpose} to our Paybill. It takes about a minute.',
  appTitle: 'In the M-PESA app',
  appSteps: [
    'Open the M-PESA app (or M-PESA in the My Safaricom app) and tap Pay.',
    'Choose Pay Bill.',
    'Enter business number {paybill}.',
    'Enter account number {account}.',
    'Enter {amount}.',
    'Check that the name shown is {name}, then enter your M-PESA PIN and confirm.',
  ],
  simTitle: 'On any phone, from the SIM menu',
  simSteps: [
    'Open the SIM Toolkit (Safaricom) and choose M-PESA.',
    'Choose Lipa na M-PESA, then Pay Bill.',
    'Enter business no. {paybill}.',
    'Enter account no. {account}.',
    'Enter {amount}.',
    'Enter your M-PESA PIN, check that the name shown is {name}, and press OK.',
  ],
  tillTitle: 'Or pay to our Till',
  till: 'Lipa na M-PESA, Buy Goods and Services, till number {till}. A till has no account number: send us the receipt message below so we can record your purpose.',
  bankTitle: 'From abroad: bank transfer',
  bank: 'Transfer {amount} to our bank account and write {account} as the payment reference.',
  cardTitle: 'Pay by card',
  card: 'Give {amount} by debit or credit card on our secure payment page.',
  cardLink: 'Pay by card',
  monthlyTitle: 'Repeat your gift every month',
  monthly: [
    'With M-PESA Ratiba (standing orders) in the M-PESA app, set a monthly payment to our Paybill, account {account}, for {amount}; you can stop it at any time.',
    'Or set a monthly reminder on your phone and send the gift the same way each month.',
  ],
  receiptTitle: 'Get your receipt',
  receipt: 'Once you have paid, send us the M-PESA confirmation code and we will email you a receipt.',
  receiptEmailLink: 'Email us for a receipt',
  receiptWhatsAppLink: 'Ask for a receipt on WhatsApp',
  receiptSubject: 'Donation receipt: {amount} for {purpose}',
  receiptMessage:
    'Hello, I have sent a {type} donation of {amount} for {purpose} to Paybill {paybill}, account {account}. M-PESA confirmation code: ',
  officialNotice:
    'The Paybill and Till on this page are the institute’s only official numbers, in the name {name}. We never ask for gifts to a personal number. If anyone does, please call us on {phone}.',
  /** The static section for visitors without JavaScript (no amount chosen yet). */
  staticHeading: 'How to give by M-Pesa',
  staticAmount: 'the amount you wish to give',
} as const satisfies DonationCompletionTexts;

/** The facts the completion panel names, all written once in site.ts. */
export const donationPaymentFacts = {
  paybill: site.payments.paybill,
  till: site.payments.donationTill,
  mpesaName: site.payments.mpesaName,
  accounts: donationAccounts,
  bank: [
    { label: 'Bank', value: site.payments.bank.name },
    { label: 'Branch', value: site.payments.bank.branch },
    { label: 'Account name', value: site.payments.bank.accountName },
    { label: 'Account number', value: site.payments.bank.accountNumber },
    { label: 'SWIFT code', value: site.payments.bank.swiftCode },
  ],
  cardPaymentUrl: site.payments.cardPaymentUrl,
  receiptEmail: site.contacts.email,
  whatsapp: site.external.whatsapp,
  phone: site.contacts.phone,
} satisfies DonationPaymentFacts;

/** The form's words: the custom amount's hint, and under Donate what the button leads to. */
export const donationFormWords = {
  customHint: 'A whole number of shillings, from 1 to 10,000,000.',
  donateNote: 'You send your gift by M-Pesa or bank transfer: after you press Donate, this page shows you how.',
} satisfies DonationFormWords;

/** Beside the form from 1024 px: how a gift is made, from the form to its receipt. */
export const givingSteps = {
  title: 'How giving works',
  steps: [
    { title: 'Choose your gift', text: 'Once or monthly, the amount and what it is for, then press Donate.' },
    {
      title: 'Send it by M-Pesa or bank',
      text: `To Paybill ${site.payments.paybill} or Till ${site.payments.donationTill}, or by bank transfer: the page shows you each step.`,
    },
    { title: 'Get your receipt', text: 'Send us the M-PESA confirmation code and we email you a receipt.' },
  ],
  note: `Our Paybill and Till are in the name ${site.payments.mpesaName}. We never ask for gifts to a personal number.`,
} satisfies GivingSteps;

/** The copy buttons beside the paybill, till, account codes and bank details. */
export const copyWords = {
  copy: 'Copy',
  copied: 'Copied',
  failed: 'Could not copy: please select it and copy it by hand.',
};

/** The text that opens the donation page, right below its heading (its picture is the header's). */
export const donationLead = {
  title: 'Where your gift goes',
  text: [
    'Donations pay for seedlings and tree planting with communities, bursaries for young practitioners and research on Kenya’s water, forests and climate. You choose the purpose; we report back on what it achieved.',
  ],
} satisfies PageLead;

/**
 * What a gift changed, told by someone it reached. Sample words (`standIn`: shown nowhere) until a
 * donor's own, approved, take their place: remove the mark then.
 */
export const donationStory = {
  quote:
    'The seedlings and the training came together: our group now runs its own nursery, and the slope above our spring is green again after two rainy seasons.',
  name: 'Esther Chebet',
  standIn: true,
  role: 'Chair of a community tree nursery group, Mau Forest',
} satisfies Testimonial;
