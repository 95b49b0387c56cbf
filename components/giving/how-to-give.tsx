import type { DonationPurpose, PaymentGroup } from '@/content/schema';
import { donationGuide, type DonationCompletionTexts, type DonationPaymentFacts } from '@/lib/donation';
import { DonationGuideView, GuideReceipt } from './donation-guide';
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
 * gift) can give: the M-Pesa steps beside the paybill (with the account for each purpose) and the
 * till, each number once with a copy button; under them the bank details, with the reference to
 * write, and how to get a receipt. From 1024 px the two rows' columns end about together.
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
  // The paybill's column as wide as the steps': from 1280 px each purpose, its code and its copy
  // button stand on one line, so the two columns still end about together. Under them the bank
  // details keep the wider column their three across need.
  const payColumns = 'grid gap-6 lg:grid-cols-2 lg:items-start lg:gap-8 xl:gap-10';
  const bankColumns = 'grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start lg:gap-8 xl:gap-10';
  return (
    <div className="space-y-6 lg:space-y-8">
      <div className={payColumns}>
        <Card className="sm:p-8">
          <DonationGuideView
            id="how-to-give"
            level={3}
            guide={guide}
            showNumbers={false}
            omit={['till', 'bank', 'receipt']}
          />
        </Card>
        <PaymentDetails groups={groups} />
      </div>
      <div className={bankColumns}>
        {/* The reference to write on a transfer goes with the bank details. */}
        <PaymentDetails
          groups={[{ ...bank, description: `${bank.description} ${guide.bank.text}` }]}
          detailsClassName="grid gap-4 sm:grid-cols-2 xl:grid-cols-3"
        />
        <Card as="section" aria-label={guide.receipt.title}>
          <GuideReceipt guide={guide} Heading="h3" />
        </Card>
      </div>
    </div>
  );
}
