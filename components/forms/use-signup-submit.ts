'use client';

import { useState, type FormEvent } from 'react';
import { sendSignup, type SignupForm } from '@/lib/signups';

export type SignupStatus = 'idle' | 'sending' | 'done' | 'failed' | 'offline';

/**
 * Sends a valid sign-up the way its provider allows: with none, it is confirmed at once; by `fetch` to a
 * provider that answers scripts; else by the browser's own form submission. Inputs are never cleared here.
 */
export function useSignupSubmit(signup: SignupForm) {
  const [status, setStatus] = useState<SignupStatus>('idle');

  /** From the submit handler once the fields are valid: true when the sign-up is confirmed on this page. */
  async function submit(event: FormEvent<HTMLFormElement>): Promise<boolean> {
    if (signup.provider === 'none') {
      event.preventDefault();
      setStatus('done');
      return true;
    }
    if (!navigator.onLine) {
      // Without a network the browser would leave the page for its own error page, losing the form.
      event.preventDefault();
      setStatus('offline');
      return false;
    }
    if (!signup.fetch) {
      // The browser posts the form to the provider. No 'sending' state: a visitor who comes back finds it ready.
      return false;
    }
    event.preventDefault();
    const form = event.currentTarget;
    const body = new URLSearchParams();
    new FormData(form).forEach((value, name) => {
      if (typeof value === 'string') body.append(name, value);
    });
    setStatus('sending');
    const outcome = await sendSignup(signup.action ?? window.location.pathname, body, { online: navigator.onLine });
    setStatus(outcome);
    return outcome === 'done';
  }

  return { status, submit, reset: () => setStatus('idle') };
}
