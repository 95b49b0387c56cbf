import type { DonationPurpose, PaymentGroup } from '@/content/schema';
import { donationGuide, type DonationCompletionTexts, type DonationPaymentFacts } from '@/lib/donation';
import { cardTitle, DonationGuideView, GuideReceipt, OfficialNumbersNotice } from './donation-guide';
import { PaymentDetails } from './payment-details';
import { copyWords } from '@/content/donation';
import { Card } from '@/components/ui/card';

/** Out of view while the form's guide for the chosen gift (`data-gift-guide`) is open: not read twice. */
const payStaticClass = '[body:has([data-gift-guide])_&]:hidden';

/**
 * "How to pay" for any gift, in the page's HTML, so a donor without JavaScript (or before choosing a
 * gift) can give: each number once with a copy button, the M-Pesa steps, the receipt, the bank
 * details with the reference to write, and the caution about official numbers.
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
  /** The paybill, then the till. */
  groups: PaymentGroup[];
  bank: PaymentGroup;
}) {
  const [first] = purposes;
  const [paybill, ...others] = groups;
  if (!first || !paybill) return null;
  const guide = donationGuide(
    { type: null, amount: null, purpose: first.value, purposeLabel: first.label },
    texts,
    facts,
  );
  // Two columns, the cards paired so each row's are about as tall: the paybill beside the steps, the
  // till beside the receipt, then the bank details across both.
  return (
    <div className={payStaticClass}>
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
        <PaymentDetails groups={[paybill]} className="contents" />
        <Card>
          <DonationGuideView id="how-to-give" guide={guide} brief copyWords={copyWords} />
        </Card>
        <PaymentDetails groups={others} className="contents" />
        <Card as="section" aria-label={guide.receipt.title}>
          <GuideReceipt guide={guide} Heading="h3" titleClassName={cardTitle} />
        </Card>
        <PaymentDetails
          groups={[{ ...bank, description: `${bank.description} ${guide.bank.text}` }]}
          className="contents"
          cardClassName="lg:col-span-2"
          detailsClassName="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        />
      </div>
      <OfficialNumbersNotice guide={guide} className="mt-8" />
    </div>
  );
}
