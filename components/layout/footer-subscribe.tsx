'use client';

import type { SignupForm } from '@/lib/signups';
import { useEmailSignup } from '@/components/forms/use-email-signup';
import { SignupHiddenFields, SignupProblem } from '@/components/forms/signup-parts';

/**
 * The footer's newsletter field. It validates the email, sends it to the sign-up provider and
 * confirms inline. With no provider nothing is sent, and without JavaScript the form goes to the
 * newsletter page; with one, it posts to the provider.
 */
export function FooterSubscribe({ signup }: { signup: SignupForm }) {
  const { done, error, errorId, status, retry, reset, form, field } = useEmailSignup(signup, {
    action: '/newsletter',
    method: 'get',
  });

  if (done) {
    return (
      <p role="status" className="rounded-lg bg-white/10 p-3 text-sm text-white">
        Thank you! {done} is subscribed to our newsletter.{' '}
        <button type="button" className="font-semibold underline underline-offset-4" onClick={reset}>
          Subscribe another email
        </button>
      </p>
    );
  }

  return (
    <form {...form} aria-busy={status === 'sending' || undefined} className="relative space-y-2">
      <SignupHiddenFields signup={signup} />
      <label htmlFor={field.id} className="block text-sm font-medium text-brand-100">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          {...field}
          placeholder="Enter your email"
          className="min-h-11 w-full min-w-0 rounded-pill border-0 bg-white px-4 text-sm text-ink placeholder:text-ink-subtle"
        />
        <button
          type="submit"
          disabled={status === 'sending'}
          className="min-h-11 shrink-0 rounded-pill bg-earth-300 px-4 text-sm font-semibold text-ink hover:bg-earth-200 disabled:opacity-80"
        >
          {status === 'sending' ? 'Sending…' : 'Subscribe'}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-earth-200">
          {error}
        </p>
      ) : null}
      <SignupProblem
        status={status}
        onRetry={retry}
        className="space-y-1 text-sm font-medium text-earth-200"
        buttonClassName="min-h-9 font-semibold text-white underline underline-offset-4"
      />
    </form>
  );
}
