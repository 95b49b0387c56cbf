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
import { pages } from '@/content/pages';
import { copyMetadata, fillCopy } from '@/lib/page-copy';
import { DonationForm } from '@/components/giving/donation-form';
import { ImpactExamples, RecognitionTiers } from '@/components/giving/giving-info';
import { HowToGive } from '@/components/giving/how-to-give';
import { PaymentDetails } from '@/components/giving/payment-details';
import { PageIntro } from '@/components/ui/page-intro';
import { LeadSection } from '@/components/ui/lead-section';
import { QuoteBlock } from '@/components/ui/quote-block';
import { Container, Section } from '@/components/ui/section';
import { Card } from '@/components/ui/card';

const copy = fillCopy(pages.donate, { name: donationStory.name });
const { sections } = copy;

export const metadata = copyMetadata(copy);

export default function DonatePage() {
  return (
    <>
      <PageIntro copy={copy} />
      <section aria-labelledby="give-heading" className="bg-brand-50/60 py-14 sm:py-20">
        {/* The form and the numbers to pay to, side by side from 1024 px and about as tall. */}
        <Container className="grid gap-10 lg:grid-cols-[3fr_2fr] lg:gap-8 xl:gap-10">
          <Card className="sm:p-8">
            <h2 id="give-heading" className="mb-6 text-2xl font-bold text-brand-900">
              {sections.give.title}
            </h2>
            <DonationForm
              types={donationTypes}
              presets={donationPresets}
              defaultAmount={defaultDonationAmount}
              purposes={donationPurposes}
              completion={{ texts: donationCompletion, facts: donationPaymentFacts }}
            />
          </Card>
          <div>
            <h2 className="mb-6 text-2xl font-bold text-brand-900">{sections.pay.title}</h2>
            <PaymentDetails groups={donationPaymentGroups} />
          </div>
        </Container>
      </section>
      {/* The form first, in the first screen of a phone; what a gift does right under it, then why it
          matters and the ways to give step by step. */}
      <Section id="impact" {...sections.impact}>
        <ImpactExamples items={impactExamples} />
      </Section>
      <LeadSection id="donate-lead" title={donationLead.title}>
        {donationLead.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </LeadSection>
      {/* Straight after the lead, on the same white: its bottom space is the gap between them. */}
      <Container className="pb-14 sm:pb-20">
        <HowToGive
          texts={donationCompletion}
          facts={donationPaymentFacts}
          purposes={donationPurposes}
          bank={donationBankTransfer}
        />
      </Container>
      <Section tone="tint" aria-label={copy.texts.story}>
        <QuoteBlock testimonial={donationStory} tone="dark" />
      </Section>
      <Section id="recognition" {...sections.recognition}>
        <RecognitionTiers tiers={recognitionTiers} note={recognitionNote} />
      </Section>
    </>
  );
}
