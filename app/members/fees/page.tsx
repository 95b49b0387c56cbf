import { ChevronDown } from 'lucide';
import {
  additionalBenefits,
  membershipCategories,
  membershipFaqs,
  membershipTerms,
  paymentMethods,
} from '@/content/membership';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { CheckList } from '@/components/membership/check-list';
import { FeeCard } from '@/components/membership/fee-card';
import { CtaBand } from '@/components/ui/cta-band';
import { Icon } from '@/components/ui/icon';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { Card } from '@/components/ui/card';
import { Svg } from '@/components/ui/svg';

const copy = pageCopy('fees', { categoryCount: membershipCategories.length });
const { sections, texts } = copy;

export const metadata = copyMetadata(copy);

export default function FeesPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="categories" {...sections.categories}>
        {/* Rows wrap and centre, so a last row that is not full sits in the middle. */}
        <ul className="flex flex-wrap justify-center gap-4 sm:gap-8 sm:pt-3">
          {membershipCategories.map((category) => (
            <li key={category.id} className="w-full md:w-[calc((100%-2rem)/2)] xl:w-[calc((100%-6rem)/4)]">
              <FeeCard category={category} />
            </li>
          ))}
        </ul>
      </Section>
      <Section id="payment" tone="tint" {...sections.payment}>
        <ul className="grid gap-5 md:grid-cols-2">
          {paymentMethods.map((method) => (
            <Card as="li" key={method.name}>
              <div className="flex items-center gap-3">
                <span className="inline-flex size-11 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                  <Icon name={method.icon} />
                </span>
                <h3 className="text-lg font-bold text-brand-900">{method.name}</h3>
              </div>
              <p className="mt-3 text-sm text-ink-muted">{method.description}</p>
              {/* From 640 px the labels take a column of one width in every card, so the values line up. */}
              <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-4 sm:gap-y-2">
                {method.details.map((detail) => (
                  <div key={detail.label} className="sm:contents">
                    <dt className="text-ink-muted">{detail.label}</dt>
                    <dd className="font-semibold break-words text-ink">{detail.value}</dd>
                  </div>
                ))}
              </dl>
            </Card>
          ))}
        </ul>
      </Section>
      <Section id="terms" {...sections.terms}>
        <div className="grid gap-5 md:grid-cols-2">
          <Card flush className="p-6 sm:p-8">
            <h3 className="text-xl font-bold text-brand-900">{texts.terms}</h3>
            <CheckList items={membershipTerms} className="mt-4 text-ink-muted" />
          </Card>
          <Card flush className="p-6 sm:p-8">
            <h3 className="text-xl font-bold text-brand-900">{texts.benefits}</h3>
            <CheckList items={additionalBenefits} className="mt-4 text-ink-muted" />
          </Card>
        </div>
      </Section>
      <Section id="faq" tone="tint" {...sections.faq}>
        {/* Native disclosures: they work by keyboard and without JavaScript. */}
        <Card flush className="max-w-3xl divide-y divide-brand-900/10">
          {membershipFaqs.map((faq) => (
            <details key={faq.question} className="group px-6">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-semibold text-brand-900 [&::-webkit-details-marker]:hidden">
                {faq.question}
                <Svg node={ChevronDown} className="size-5 shrink-0 transition-transform group-open:rotate-180" />
              </summary>
              <p className="pb-5 text-ink-muted">{faq.answer}</p>
            </details>
          ))}
        </Card>
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
