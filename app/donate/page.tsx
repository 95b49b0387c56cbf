import {
  defaultDonationAmount,
  copyWords,
  donationBankTransfer,
  donationCompletion,
  donationFormWords,
  donationLead,
  donationPaymentFacts,
  donationPaymentGroups,
  donationPresets,
  donationPurposes,
  donationStory,
  donationTypes,
  givingSteps,
  impactExamples,
  recognitionNote,
  recognitionTiers,
} from '@/content/donation';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { DonationForm } from '@/components/giving/donation-form';
import { ImpactExamples, RecognitionTiers } from '@/components/giving/giving-info';
import { GivingSteps } from '@/components/giving/giving-steps';
import { HowToGive } from '@/components/giving/how-to-give';
import { PageIntro } from '@/components/ui/page-intro';
import { QuoteBlock } from '@/components/ui/quote-block';
import { Section } from '@/components/ui/section';

const copy = pageCopy('donate', { name: donationStory.name });
const { sections } = copy;

export const metadata = copyMetadata(copy);

// Where the form sends a visitor without JavaScript, and where in it the form shows how to complete a gift.
const payId = 'how-to-pay';
const guideSlot = 'gift-guide';

const leadClasses = 'max-w-2xl space-y-4 text-lg text-pretty text-ink-muted sm:text-xl sm:leading-relaxed';
const lead = donationLead.text.map((paragraph) => <p key={paragraph}>{paragraph}</p>);

export default function DonatePage() {
  return (
    <>
      {/* The form in the header: the gift is the first thing in view. */}
      <PageIntro
        copy={copy}
        aside={
          <DonationForm
            title={sections.give.title}
            types={donationTypes}
            presets={donationPresets}
            defaultAmount={defaultDonationAmount}
            purposes={donationPurposes}
            words={donationFormWords}
            completion={{ texts: donationCompletion, facts: donationPaymentFacts, copy: copyWords }}
            action={`#${payId}`}
            guideSlot={guideSlot}
          />
        }
      >
        <GivingSteps copy={givingSteps} />
      </PageIntro>
      <Section id="impact" {...sections.impact}>
        <ImpactExamples items={impactExamples} />
        {/* Until a donor's own words are in content, what gifts pay for closes this band. */}
        {donationStory.standIn ? (
          <div className="mt-8 max-w-3xl space-y-4 text-lg text-pretty text-ink-muted">{lead}</div>
        ) : null}
      </Section>
      <Section id={payId} {...sections.pay} tone="tint">
        <div id={guideSlot} />
        <HowToGive
          texts={donationCompletion}
          facts={donationPaymentFacts}
          purposes={donationPurposes}
          groups={donationPaymentGroups}
          bank={donationBankTransfer}
        />
      </Section>
      {donationStory.standIn ? null : (
        <Section id="donate-lead" title={donationLead.title}>
          <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
            <div className={leadClasses}>{lead}</div>
            <QuoteBlock testimonial={donationStory} tone="dark" />
          </div>
        </Section>
      )}
      {/* White and tinted bands in turn, with or without the story's band. */}
      <Section id="recognition" {...sections.recognition} tone={donationStory.standIn ? 'white' : 'tint'}>
        <RecognitionTiers tiers={recognitionTiers} note={recognitionNote} />
      </Section>
    </>
  );
}
