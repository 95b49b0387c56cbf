import type { DonationPurpose } from '@/content/schema';
import { donationGuide, type DonationCompletionTexts, type DonationPaymentFacts } from '@/lib/donation';
import { DonationGuideView } from './donation-guide';
import { Card } from '@/components/ui/card';

/**
 * "How to give by M-Pesa": the completion steps with a general amount, in the page's HTML, so a
 * donor without JavaScript (or before choosing a gift) can give. The paybill with the account for
 * each purpose, the till and the bank details are shown once, with copy buttons, under "How to pay".
 */
export function HowToGive({
  texts,
  facts,
  purposes,
}: {
  texts: DonationCompletionTexts;
  facts: DonationPaymentFacts;
  purposes: readonly { value: DonationPurpose; label: string }[];
}) {
  const [first] = purposes;
  if (!first) return null;
  const guide = donationGuide(
    { type: null, amount: null, purpose: first.value, purposeLabel: first.label },
    texts,
    facts,
  );
  return (
    <Card className="sm:p-8">
      <DonationGuideView id="how-to-give" level={2} guide={guide} showNumbers={false} />
    </Card>
  );
}
