import type { DonationCompletionTexts, DonationPaymentFacts, DonationPurpose, DonationType } from '@/content/schema';
import { fillText } from './fill-text';
import { formatKes, formatNumber, mailto } from './format';

/** Larger gifts are arranged with the secretariat. */
const MAX_DONATION = 10_000_000;

type AmountResult = { ok: true; amount: number } | { ok: false; error: string };

/** A typed amount: whole shillings from 1 to MAX_DONATION, thousands separators ("7,500") accepted. */
export function parseCustomAmount(raw: string): AmountResult {
  const text = raw.trim().replace(/,/g, '');
  if (!text) return { ok: false, error: 'Please enter an amount for your donation.' };
  if (!/^[+-]?\d+(\.\d+)?$/.test(text))
    return { ok: false, error: 'Please enter the amount in numbers only, for example 7500.' };
  const amount = Number(text);
  if (!Number.isInteger(amount))
    return { ok: false, error: 'Please enter a whole number of shillings, without cents.' };
  if (amount < 1) return { ok: false, error: 'Please enter an amount of at least KES 1.' };
  if (amount > MAX_DONATION) {
    return {
      ok: false,
      error: `Please enter an amount of at most KES ${formatNumber(MAX_DONATION)}. For a larger gift, please contact us.`,
    };
  }
  return { ok: true, amount };
}

/** The confirmation the Donate button shows. */
export function donationAlertText({
  type,
  amount,
  purpose,
}: {
  type: DonationType;
  amount: number;
  purpose: string;
}): string {
  return `Thank you for your ${type} donation of KES ${formatNumber(amount)} for ${purpose}!`;
}

export type { DonationCompletionTexts, DonationPaymentFacts };

/** A null amount is the general guide shown without JavaScript. */
export interface DonationGift {
  type: DonationType | null;
  amount: number | null;
  purpose: DonationPurpose;
  purposeLabel: string;
}

export type DonationGuide = ReturnType<typeof donationGuide>;

/** The number of a `https://wa.me/<number>` link. */
export function whatsappNumber(link: string): string | null {
  return /^https:\/\/wa\.me\/(\d+)/.exec(link)?.[1] ?? null;
}

/** How to complete one gift (or, with no amount, any gift): every text filled from content. */
export function donationGuide(gift: DonationGift, texts: DonationCompletionTexts, facts: DonationPaymentFacts) {
  const account = facts.accounts[gift.purpose];
  const values = {
    paybill: facts.paybill,
    account,
    amount: gift.amount === null ? texts.staticAmount : formatKes(gift.amount),
    purpose: gift.purposeLabel,
    till: facts.till,
    name: facts.mpesaName,
    type: gift.type ?? '',
    phone: facts.phone,
  };
  // An unknown word (an editor's typo) fails the build rather than show "{acount}".
  const filler = (facts: typeof values) => (template: string) =>
    fillText(template, facts, 'content/donation.ts').replace(/ {2,}/g, ' ');
  const fill = filler(values);
  // A receipt request names an amount; without one the donor writes it in.
  const fillReceipt = filler({ ...values, amount: gift.amount === null ? 'KES ___' : values.amount });
  const message = fillReceipt(texts.receiptMessage);
  const number = whatsappNumber(facts.whatsapp);
  return {
    heading: gift.amount === null ? texts.staticHeading : texts.heading,
    intro: gift.amount === null || gift.type === null ? null : fill(texts.intro),
    paybill: facts.paybill,
    account,
    app: { title: texts.appTitle, steps: texts.appSteps.map(fill) },
    sim: { title: texts.simTitle, steps: texts.simSteps.map(fill) },
    till: { title: texts.tillTitle, text: fill(texts.till), number: facts.till },
    bank: { title: texts.bankTitle, text: fill(texts.bank), details: [...facts.bank] },
    card: facts.cardPaymentUrl
      ? { title: texts.cardTitle, text: fill(texts.card), label: texts.cardLink, href: facts.cardPaymentUrl }
      : null,
    monthly: gift.type !== 'one-time' ? { title: texts.monthlyTitle, steps: texts.monthly.map(fill) } : null,
    receipt: {
      title: texts.receiptTitle,
      text: fill(texts.receipt),
      email: {
        label: texts.receiptEmailLink,
        href: mailto(facts.receiptEmail, fillReceipt(texts.receiptSubject), message),
      },
      whatsapp: number
        ? { label: texts.receiptWhatsAppLink, href: `https://wa.me/${number}?text=${encodeURIComponent(message)}` }
        : null,
    },
    notice: fill(texts.officialNotice),
  };
}
