import type { DonationPurpose, PaymentGroup } from '@/content/schema';
import { donationGuide, type DonationCompletionTexts, type DonationPaymentFacts } from '@/lib/donation';
import { DonationGuideView, GuideReceipt } from './donation-guide';
import { PaymentDetails } from './payment-details';
import { Card } from '@/components/ui/card';

/**
 * "How to give by M-Pesa": the completion steps with a general amount, in the page's HTML, so a
 * donor without JavaScript (or before choosing a gift) can give. The paybill with the account for
 * each purpose and the till (with what a till lacks) are shown once, with copy buttons, under "How
 * to pay", so the guide gives the Paybill's steps and not the till again; beside the steps
 * from 1024 px stand the bank details and the receipt, so the two columns end about together.
 */
export function HowToGive({
  texts,
  facts,
  purposes,
  bank,
}: {
  texts: DonationCompletionTexts;
  facts: DonationPaymentFacts;
  purposes: readonly { value: DonationPurpose; label: string }[];
  bank: PaymentGroup;
}) {
  const [first] = purposes;
  if (!first) return null;
  const guide = donationGuide(
    { type: null, amount: null, purpose: first.value, purposeLabel: first.label },
    texts,
    facts,
  );
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start lg:gap-8 xl:gap-10">
      <Card className="sm:p-8">
        <DonationGuideView
          id="how-to-give"
          level={2}
          guide={guide}
          showNumbers={false}
          omit={['till', 'bank', 'receipt']}
        />
      </Card>
      <div className="space-y-6">
        {/* The reference to write on a transfer goes with the bank details. */}
        <PaymentDetails groups={[{ ...bank, description: `${bank.description} ${guide.bank.text}` }]} />
        <Card as="section" aria-label={guide.receipt.title}>
          <GuideReceipt guide={guide} Heading="h3" />
        </Card>
      </div>
    </div>
  );
}
