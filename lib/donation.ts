import type { DonationType } from '@/content/types';
import { formatNumber } from './format';

/** The largest amount the form accepts (DESIGN 5); larger gifts are arranged with the secretariat. */
export const MAX_DONATION = 10_000_000;

export type AmountResult = { ok: true; amount: number } | { ok: false; error: string };

/**
 * Validates a custom amount typed by the visitor: a whole number of shillings from 1 to 10,000,000.
 * Thousands separators ("7,500") and surrounding spaces are accepted.
 */
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

/** The confirmation the Donate button shows (SPEC 9), with the amount grouped: "KES 5,000". */
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
