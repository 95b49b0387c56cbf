'use client';

import { useState, type FormEvent } from 'react';
import { sendSignup, type SignupForm } from '@/lib/signups';

/** Where a sign-up stands: typing, on its way, arrived, refused or unanswered, or not sent for want of a network. */
export type SignupStatus = 'idle' | 'sending' | 'done' | 'failed' | 'offline';

/**
 * Sends a valid sign-up the way its provider allows. With no provider nothing is sent and the
 * sign-up is confirmed at once; a provider that answers scripts gets the form's own fields by
 * `fetch`; any other provider gets the browser's normal form submission (the page moves on to the
 * provider's confirmation). The form's inputs are never cleared here, so a failure loses nothing.
 */
export function useSignupSubmit(signup: SignupForm) {
  const [status, setStatus] = useState<SignupStatus>('idle');

  /**
   * Call from the form's submit handler once the fields are valid. Returns true when the sign-up
   * is confirmed on this page.
   */
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
      // The browser posts the form to the provider and shows its page. No 'sending' state: a
      // visitor who comes back (the back button restores this page) finds the form ready.
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
