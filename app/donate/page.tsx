import {
  defaultDonationAmount,
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
import { pageMetadata } from '@/lib/seo';
import { DonationForm } from '@/components/giving/donation-form';
import { ImpactExamples, RecognitionTiers } from '@/components/giving/giving-info';
import { HowToGive } from '@/components/giving/how-to-give';
import { PaymentDetails } from '@/components/giving/payment-details';
import { PageHeader } from '@/components/ui/page-header';
import { MediaSplit } from '@/components/ui/media-split';
import { QuoteBlock } from '@/components/ui/quote-block';
import { Container, Section } from '@/components/ui/section';
import { Card } from '@/components/ui/card';

const crumbs = [{ label: 'Donate', href: '/donate' }];

export const metadata = pageMetadata({
  title: 'Donate',
  description:
    'Support conservation, training and research by Kenya’s environmental professionals: give once or monthly by M-Pesa or bank.',
  path: '/donate',
});

export default function DonatePage() {
  return (
    <>
      <PageHeader
        title="Support Our Work"
        crumbs={crumbs}
        intro="Your gift plants trees, trains practitioners and funds research that protects Kenya’s environment. Give once or every month."
      />
      <MediaSplit id="donate-lead" title={donationLead.title} image={donationLead.image} priority>
        {donationLead.text.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </MediaSplit>
      <section aria-labelledby="give-heading" className="bg-brand-50/60 py-14 sm:py-20">
        <Container className="grid gap-10 lg:grid-cols-[3fr_2fr]">
          <Card className="self-start sm:p-8">
            <h2 id="give-heading" className="mb-6 text-2xl font-bold text-brand-900">
              Make a donation
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
            <h2 className="mb-6 text-2xl font-bold text-brand-900">How to pay</h2>
            <PaymentDetails groups={donationPaymentGroups} />
          </div>
        </Container>
      </section>
      <Container className="py-14 sm:py-20">
        <HowToGive texts={donationCompletion} facts={donationPaymentFacts} purposes={donationPurposes} />
      </Container>
      <Section id="impact" title="Your impact" intro="Every shilling goes to work for Kenya’s environment.">
        <ImpactExamples items={impactExamples} />
      </Section>
      <Section tone="tint" aria-label={`What a gift changed: ${donationStory.name}`}>
        <QuoteBlock testimonial={donationStory} tone="dark" />
      </Section>
      <Section id="recognition" title="Donor recognition" intro="We thank our donors at every level of giving.">
        <RecognitionTiers tiers={recognitionTiers} note={recognitionNote} />
      </Section>
    </>
  );
}
