'use client';

import { useId, useRef, useState, type FormEvent } from 'react';
import type { SignupForm } from '@/lib/signups';
import { emailError } from '@/lib/validation';
import { signupEmailField, signupFormAttributes } from './signup-parts';
import { useSignupSubmit } from './use-signup-submit';

/**
 * The state of a one-field email sign-up (footer newsletter, careers alerts): it validates the email,
 * sends it (lib/signups.ts) and confirms inline; one that fails keeps the typed email for another try.
 */
export function useEmailSignup(
  signup: SignupForm,
  fallback: { action?: string; method?: 'get' | 'post' } = {},
  /** What was typed in the plain form this one replaces, and whether its field had focus. */
  takeOver?: () => { email: string; focused: boolean },
  /** The field's id, when the page links to it (the AGM page's sign-up); else one of its own. */
  fieldId?: string,
) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [initial] = useState(() => takeOver?.() ?? { email: '', focused: false });
  const [email, setEmail] = useState(initial.email);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const sender = useSignupSubmit(signup);
  const errorId = `${id}-error`;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const problem = emailError(email);
    setError(problem);
    if (problem) {
      event.preventDefault();
      return;
    }
    const typed = email.trim();
    if (await sender.submit(event)) {
      setDone(typed);
      setEmail('');
    }
  }

  return {
    done,
    error,
    errorId,
    status: sender.status,
    retry: () => formRef.current?.requestSubmit(),
    reset: () => {
      setDone(null);
      sender.reset();
    },
    form: { ref: formRef, noValidate: true, onSubmit, ...signupFormAttributes(signup, fallback) },
    field: {
      ...signupEmailField(signup, fieldId ?? `${id}-email`),
      autoFocus: initial.focused,
      value: email,
      onChange: (event: { target: { value: string } }) => setEmail(event.target.value),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? errorId : undefined,
    },
  };
}
