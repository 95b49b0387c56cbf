'use client';

import type { SignupForm } from '@/lib/signups';
import { useEmailSignup } from '@/components/forms/use-email-signup';
import { EmailSignupForm } from '@/components/forms/email-signup-form';
import { textLinkClasses } from '@/components/ui/text-link';

/**
 * The footer's newsletter field. It validates the email, sends it to the sign-up provider and
 * confirms inline. With no provider nothing is sent, and without JavaScript the form goes to the
 * newsletter page; with one, it posts to the provider.
 */
export function FooterSubscribe({ signup }: { signup: SignupForm }) {
  const state = useEmailSignup(signup, { action: '/newsletter', method: 'get' });

  if (state.done) {
    return (
      <p role="status" className="rounded-lg bg-white/10 p-3 text-sm text-white">
        Thank you! {state.done} is subscribed to our newsletter.{' '}
        <button type="button" className={textLinkClasses('light')} onClick={state.reset}>
          Subscribe another email
        </button>
      </p>
    );
  }

  return (
    <EmailSignupForm
      signup={signup}
      state={state}
      label="Email address"
      placeholder="Enter your email"
      submitLabel="Subscribe"
      tone="dark"
    />
  );
}
