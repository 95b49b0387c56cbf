import type { DonationPurpose, DonationType, PaymentGroup } from './types';
import { site } from './site';

/** Donation page (SPEC 9). Amounts in KES. */
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

export interface RecognitionTier {
  minimum: number;
  name: string;
  description: string;
}

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

export interface ImpactExample {
  amount: number;
  impact: string;
}

export const impactExamples = [
  { amount: 2500, impact: 'Plants 10 indigenous trees in a degraded water catchment.' },
  { amount: 5000, impact: 'Funds one person’s training in environmental practice.' },
  { amount: 10000, impact: 'Supports a community water conservation project.' },
  { amount: 25000, impact: 'Funds field research on Kenya’s ecosystems.' },
] satisfies ImpactExample[];

/** Where to send a gift; the numbers come from the one list of payment details in site.ts. */
export const donationPaymentGroups = [
  {
    title: 'M-Pesa Paybill',
    description: 'Lipa na M-Pesa, Pay Bill. Use “DONATION” as the account number.',
    details: [
      { label: 'Paybill number', value: site.payments.paybill, prominent: true, copyable: true },
      { label: 'Account number', value: 'DONATION', copyable: true },
    ],
  },
  {
    title: 'M-Pesa Till',
    description: 'Lipa na M-Pesa, Buy Goods and Services.',
    details: [{ label: 'Till number', value: site.payments.donationTill, prominent: true, copyable: true }],
  },
  {
    title: 'Bank transfer',
    description: 'For transfers from a bank account in Kenya or abroad.',
    details: [
      { label: 'Bank', value: site.payments.bank.name },
      { label: 'Branch', value: site.payments.bank.branch },
      { label: 'Account name', value: site.payments.bank.accountName },
      { label: 'Account number', value: site.payments.bank.accountNumber, copyable: true },
      { label: 'SWIFT code', value: site.payments.bank.swiftCode, copyable: true },
    ],
  },
] satisfies PaymentGroup[];
