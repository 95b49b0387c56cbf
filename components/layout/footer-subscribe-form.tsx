'use client';

import type { SignupForm } from '@/lib/signups';
import { useEmailSignup } from '@/components/forms/use-email-signup';
import { EmailSignupForm } from '@/components/forms/email-signup-form';
import { textLinkClasses } from '@/components/ui/text-link';
import type { FooterWords } from '@/content/schema';
import { fillText } from '@/lib/fill-text';

export interface FooterSubscribeProps {
  signup: SignupForm;
  words: FooterWords;
  submitLabel: string;
  /** The field's id, the plain form's and then the interactive one's. */
  id: string;
  /** Where the browser submits the form without a provider. */
  fallback: { action: string; method: 'get' | 'post' };
  /** What the plain form it replaces holds (see FooterSubscribeLoader). */
  takeOver?: () => { email: string; focused: boolean };
}

/** The footer's interactive newsletter field: it checks the email, sends it and confirms inline. */
export function FooterSubscribeForm({ signup, words, submitLabel, id, fallback, takeOver }: FooterSubscribeProps) {
  const state = useEmailSignup(signup, fallback, takeOver, id);

  if (state.done) {
    return (
      <p role="status" className="rounded-lg bg-white/10 p-3 text-sm text-white">
        {fillText(words.thanks, { email: state.done }, 'content/navigation.ts')}{' '}
        <button type="button" className={textLinkClasses('light')} onClick={state.reset}>
          {words.another}
        </button>
      </p>
    );
  }

  return (
    <EmailSignupForm
      signup={signup}
      state={state}
      label={words.emailLabel}
      placeholder={words.emailPlaceholder}
      submitLabel={submitLabel}
      tone="dark"
    />
  );
}
