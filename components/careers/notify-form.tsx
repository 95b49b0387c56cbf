'use client';

import type { SignupForm } from '@/lib/signups';
import { useEmailSignup } from '@/components/forms/use-email-signup';
import { EmailSignupForm } from '@/components/forms/email-signup-form';
import { textLinkClasses } from '@/components/ui/text-link';

/** "Tell me when a position opens": validates the email, sends it to the sign-up provider and confirms inline. */
export function NotifyForm({ signup }: { signup: SignupForm }) {
  const state = useEmailSignup(signup);

  if (state.done) {
    return (
      <div role="status" className="mx-auto max-w-xl rounded-card bg-brand-50 p-5 text-center text-brand-900">
        <p className="font-semibold">Thank you! We will email {state.done} when a position opens.</p>
        <button type="button" onClick={state.reset} className={textLinkClasses('brand', 'mt-2 min-h-9 text-sm')}>
          Use another email
        </button>
      </div>
    );
  }

  return (
    <EmailSignupForm
      signup={signup}
      state={state}
      label="Email address for job alerts"
      placeholder="name@example.com"
      submitLabel="Notify Me"
      tone="light"
    />
  );
}
