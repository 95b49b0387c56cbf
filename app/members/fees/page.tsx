import {
  additionalBenefits,
  membershipCategories,
  membershipFaqs,
  membershipTerms,
  paymentMethods,
} from '@/content/membership';
import { copyMetadata, pageCopy } from '@/lib/page-copy';
import { CheckList } from '@/components/membership/check-list';
import { FaqList } from '@/components/membership/faq-list';
import { MembershipCards } from '@/components/membership/membership-cards';
import { PaymentMethods } from '@/components/membership/payment-methods';
import { CtaBand } from '@/components/ui/cta-band';
import { PageIntro } from '@/components/ui/page-intro';
import { Section } from '@/components/ui/section';
import { Card } from '@/components/ui/card';

const copy = pageCopy('fees', { categoryCount: membershipCategories.length });
const { sections, texts } = copy;

export const metadata = copyMetadata(copy);

export default function FeesPage() {
  return (
    <>
      <PageIntro copy={copy} />
      <Section id="categories" {...sections.categories}>
        <MembershipCards categories={membershipCategories} />
      </Section>
      <Section id="payment" tone="tint" {...sections.payment}>
        <PaymentMethods methods={paymentMethods} />
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
      <Section id="faq" tone="tint" aside {...sections.faq}>
        <FaqList faqs={membershipFaqs} />
      </Section>
      <CtaBand {...copy.cta} />
    </>
  );
}
