import {
  additionalBenefits,
  membershipCategories,
  membershipFaqs,
  membershipTerms,
  paymentMethods,
} from '@/content/membership';
import { site } from '@/content/site';
import { pageMetadata } from '@/lib/seo';
import { CheckList } from '@/components/membership/check-list';
import { FaqList } from '@/components/membership/faq-list';
import { FeeComparison } from '@/components/membership/fee-comparison';
import { MembershipCards } from '@/components/membership/membership-cards';

import { PaymentMethods } from '@/components/membership/payment-methods';
import { CtaBand } from '@/components/ui/cta-band';
import { PageHeader } from '@/components/ui/page-header';
import { Section } from '@/components/ui/section';
import { Card } from '@/components/ui/card';

const path = '/members/fees';
const crumbs = [
  { label: 'Membership', href: '/members/join' },
  { label: 'Fees & Subscriptions', href: path },
];

export const metadata = pageMetadata({
  title: 'Fees & Subscriptions',
  description: `Annual and registration fees in KES for all ${membershipCategories.length} membership categories, how to pay by M-Pesa, bank or card, the membership terms and FAQs.`,
  path,
});

export default function FeesPage() {
  return (
    <>
      <PageHeader
        title="Fees & Subscriptions"
        eyebrow="Membership"
        crumbs={crumbs}
        intro="Transparent fees for every stage of your career, payable by M-Pesa, bank transfer, cheque or card."
      />
      <Section
        id="categories"
        eyebrow="Membership categories"
        title="Choose your membership"
        intro="Annual fees and one-off registration fees are in Kenya shillings."
      >
        <div className="mb-12 hidden md:block">
          <FeeComparison categories={membershipCategories} />
        </div>
        <MembershipCards categories={membershipCategories} />
      </Section>
      <Section
        id="payment"
        tone="tint"
        eyebrow="How to pay"
        title="Payment methods"
        intro={`M-Pesa Paybill ${site.payments.paybill} is the quickest way to pay.`}
      >
        <PaymentMethods methods={paymentMethods} />
      </Section>
      <Section id="terms" eyebrow="Good to know" title="Membership terms">
        <div className="mx-auto grid max-w-5xl gap-8 md:grid-cols-2">
          <Card className="p-8">
            <h3 className="text-xl font-bold text-brand-900">Terms of membership</h3>
            <CheckList items={membershipTerms} className="mt-4 text-ink-muted" />
          </Card>
          <Card className="p-8">
            <h3 className="text-xl font-bold text-brand-900">Additional benefits</h3>
            <CheckList items={additionalBenefits} className="mt-4 text-ink-muted" />
          </Card>
        </div>
      </Section>
      <Section id="faq" tone="tint" eyebrow="Questions" title="Frequently asked questions">
        <FaqList faqs={membershipFaqs} />
      </Section>
      <CtaBand
        title="Ready to become a member?"
        text="Register on the members portal, pay your fees and start enjoying the benefits once approved."
        actions={[
          { label: 'Register now', href: site.external.portalRegister, external: true },
          { label: 'How to Join', href: '/members/join' },
        ]}
      />
    </>
  );
}
