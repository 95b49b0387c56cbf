import type { DonationPurpose, PaymentGroup } from '@/content/schema';
import { donationGuide, type DonationCompletionTexts, type DonationPaymentFacts } from '@/lib/donation';
import { cardTitle, DonationGuideView, GuideReceipt, OfficialNumbersNotice } from './donation-guide';
import { PaymentDetails } from './payment-details';
import { Card } from '@/components/ui/card';

/**
 * Marks what the page shows of the ways to pay for any gift. While the donation form's own guide for
 * the chosen gift is open (it carries `data-gift-guide`), these go out of view, so the paybill and
 * the steps are not read twice.
 */
export const payStaticClass = '[body:has([data-gift-guide])_&]:hidden';

/**
 * "How to pay" for any gift, in the page's HTML, so a donor without JavaScript (or before choosing a
 * gift) can give: the paybill (with the account for each purpose) and the till, each number once
 * with a copy button, then the M-Pesa steps; under them the bank details, with the reference to
 * write, and how to get a receipt.
 */
export function HowToGive({
  texts,
  facts,
  purposes,
  groups,
  bank,
}: {
  texts: DonationCompletionTexts;
  facts: DonationPaymentFacts;
  purposes: readonly { value: DonationPurpose; label: string }[];
  /** The M-Pesa paybill and till. */
  groups: PaymentGroup[];
  bank: PaymentGroup;
}) {
  const [first] = purposes;
  if (!first) return null;
  const guide = donationGuide(
    { type: null, amount: null, purpose: first.value, purposeLabel: first.label },
    texts,
    facts,
  );
  // One grid of two equal columns, each row's cards of one height. The numbers come first, so a
  // phone shows the paybill and its account right under "How to pay", the steps after them.
  return (
    <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
      <PaymentDetails groups={groups} className="flex flex-col gap-6" cardClassName="grow" />
      <Card className="h-full">
        <DonationGuideView
          id="how-to-give"
          level={3}
          guide={guide}
          showNumbers={false}
          omit={['till', 'bank', 'receipt', 'notice']}
        />
      </Card>
      {/* The reference to write on a transfer goes with the bank details. */}
      <PaymentDetails
        groups={[{ ...bank, description: `${bank.description} ${guide.bank.text}` }]}
        className="flex"
        cardClassName="grow"
        detailsClassName="grid gap-4 sm:grid-cols-2"
      />
      {/* The receipt, then the caution about official numbers: beside the bank details, about as tall. */}
      <Card as="section" aria-label={guide.receipt.title} className="flex h-full flex-col gap-6">
        <GuideReceipt guide={guide} Heading="h3" titleClassName={cardTitle} />
        <OfficialNumbersNotice guide={guide} />
      </Card>
    </div>
  );
}
