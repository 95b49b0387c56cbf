import {
  defaultDonationAmount,
  donationBankTransfer,
  donationCompletion,
  donationLead,
  donationPaymentFacts,
  donationPaymentGroups,
  donationPresets,
  donationPurposes,
  donationStory,
  donationTypes,
  impactExamples,
  recognitionNote,
  recognitionTiers,
} from '@/content/donation';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { DonationForm } from '@/components/giving/donation-form';
import { ImpactExamples, RecognitionTiers } from '@/components/giving/giving-info';
import { HowToGive, payStaticClass } from '@/components/giving/how-to-give';
import { PageIntro } from '@/components/ui/page-intro';
import { LeadSection } from '@/components/ui/lead-section';
import { QuoteSection } from '@/components/ui/quote-block';
import { Section } from '@/components/ui/section';
import { Card } from '@/components/ui/card';

const copy = pageCopy('donate', { name: donationStory.name });
const { sections } = copy;

export const metadata = copyMetadata(copy);

/** Where the form sends a visitor without JavaScript: the numbers and steps to pay by. */
const payId = 'how-to-pay';

export default function DonatePage() {
  return (
    <>
      {/* The form in the header, beside the page's promise: the gift is the first thing in view. */}
      <PageIntro
        copy={copy}
        aside={
          <Card as="section" aria-labelledby="give-heading" className="text-ink sm:p-8">
            <h2 id="give-heading" className="mb-6 text-2xl font-bold text-brand-900">
              {sections.give.title}
            </h2>
            <DonationForm
              types={donationTypes}
              presets={donationPresets}
              defaultAmount={defaultDonationAmount}
              purposes={donationPurposes}
              completion={{ texts: donationCompletion, facts: donationPaymentFacts }}
              action={`#${payId}`}
            />
          </Card>
        }
      />
      <Section id="impact" {...sections.impact}>
        <ImpactExamples items={impactExamples} />
      </Section>
      {/* Every number to pay to, once; out of view while the form's own guide for a chosen gift is open. */}
      <Section id={payId} {...sections.pay} tone="tint" className={payStaticClass}>
        <HowToGive
          texts={donationCompletion}
          facts={donationPaymentFacts}
          purposes={donationPurposes}
          groups={donationPaymentGroups}
          bank={donationBankTransfer}
        />
      </Section>
      <LeadSection id="donate-lead" title={donationLead.title}>
        {donationLead.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </LeadSection>
      <QuoteSection testimonial={donationStory} label={copy.texts.story} tone="tint" />
      <Section id="recognition" {...sections.recognition}>
        <RecognitionTiers tiers={recognitionTiers} note={recognitionNote} />
      </Section>
    </>
  );
}
