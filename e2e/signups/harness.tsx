import type { SignupForm } from '@/lib/signups';
import { SubscribeForm } from '@/components/newsletter/subscribe-form';
import { FooterSubscribe } from '@/components/layout/footer-subscribe';
import { NotifyForm } from '@/components/careers/notify-form';
import { careersWords } from '@/content/careers';

export interface HarnessProps {
  interests: readonly string[];
  forms: { newsletter: SignupForm; footer: SignupForm; careers: SignupForm };
}

/** The site's three sign-up forms on one page, as the site renders them for one provider setting. */
export function Harness({ interests, forms }: HarnessProps) {
  return (
    <main>
      <h1>Sign-up forms</h1>
      <section aria-label="Newsletter page">
        <SubscribeForm interests={interests} signup={forms.newsletter} />
      </section>
      <section aria-label="Footer">
        <FooterSubscribe signup={forms.footer} />
      </section>
      <section aria-label="Careers">
        <NotifyForm signup={forms.careers} words={careersWords} />
      </section>
    </main>
  );
}
