'use client';

import { useEmailSignup } from '@/components/forms/use-email-signup';

/** "Tell me when a position opens": validates the email and confirms inline; nothing is sent. */
export function NotifyForm() {
  const { done, error, errorId, onSubmit, reset, field } = useEmailSignup();

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
    <form noValidate onSubmit={onSubmit} className="mx-auto max-w-xl">
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
          className="min-h-12 shrink-0 rounded-pill bg-brand-700 px-6 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Notify Me
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm font-semibold text-earth-800">
          {error}
        </p>
      ) : null}
    </form>
  );
}
