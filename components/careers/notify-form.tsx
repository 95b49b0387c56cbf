'use client';

import type { CareersWords } from '@/content/schema';
import { fillText } from '@/lib/fill-text';
import type { SignupForm } from '@/lib/signups';
import { useEmailSignup } from '@/components/forms/use-email-signup';
import { EmailSignupForm } from '@/components/forms/email-signup-form';
import { textLinkClasses } from '@/components/ui/text-link';

/** "Tell me when a position opens": validates the email, sends it to the sign-up provider and confirms inline. */
export function NotifyForm({ signup, words }: { signup: SignupForm; words: CareersWords }) {
  const state = useEmailSignup(signup);

  if (state.done) {
    return (
      <div role="status" className="max-w-xl rounded-card bg-brand-50 p-5 text-brand-900">
        <p className="font-semibold">{fillText(words.alertsThanks, { email: state.done }, 'content/careers.ts')}</p>
        <button type="button" onClick={state.reset} className={textLinkClasses('brand', 'mt-2 min-h-9 text-sm')}>
          {words.alertsAgain}
        </button>
      </div>
    );
  }

  return (
    <EmailSignupForm
      signup={signup}
      state={state}
      label={words.alertsLabel}
      placeholder={words.alertsPlaceholder}
      submitLabel={words.alertsSubmit}
      tone="light"
    />
  );
}
