'use client';

import type { SignupForm } from '@/lib/signups';
import { useEmailSignup } from '@/components/forms/use-email-signup';
import { SignupHiddenFields, SignupProblem } from '@/components/forms/signup-parts';

/** "Tell me when a position opens": validates the email, sends it to the sign-up provider and confirms inline. */
export function NotifyForm({ signup }: { signup: SignupForm }) {
  const { done, error, errorId, status, retry, reset, form, field } = useEmailSignup(signup);

  if (done) {
    return (
      <div role="status" className="mx-auto max-w-xl rounded-card bg-brand-50 p-5 text-center text-brand-900">
        <p className="font-semibold">Thank you! We will email {done} when a position opens.</p>
        <button
          type="button"
          onClick={reset}
          className="mt-2 min-h-9 text-sm font-semibold text-brand-800 underline underline-offset-4"
        >
          Use another email
        </button>
      </div>
    );
  }

  return (
    <form {...form} aria-busy={status === 'sending' || undefined} className="relative mx-auto max-w-xl">
      <SignupHiddenFields signup={signup} />
      <label htmlFor={field.id} className="block text-sm font-semibold text-ink">
        Email address for job alerts
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          {...field}
          placeholder="name@example.com"
          className="min-h-12 w-full min-w-0 rounded-pill border border-brand-900/25 bg-white px-5 text-base text-ink placeholder:text-ink-subtle"
        />
        <button
          type="submit"
          disabled={status === 'sending'}
          className="min-h-12 shrink-0 rounded-pill bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-80"
        >
          {status === 'sending' ? 'Sending…' : 'Notify Me'}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-earth-800">
          {error}
        </p>
      ) : null}
      <SignupProblem
        status={status}
        onRetry={retry}
        className="mt-2 space-y-1 text-sm font-semibold text-earth-800"
        buttonClassName="min-h-9 text-brand-800 underline underline-offset-4"
      />
    </form>
  );
}
