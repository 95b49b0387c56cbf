'use client';

import { useEmailSignup } from '@/components/forms/use-email-signup';

/**
 * The footer's newsletter field. It validates the email and confirms inline; no request is sent.
 * Without JavaScript the form goes to the newsletter page.
 */
export function FooterSubscribe() {
  const { done, error, errorId, onSubmit, reset, field } = useEmailSignup();

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
    <form action="/newsletter" method="get" noValidate onSubmit={onSubmit} className="space-y-2">
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
          className="min-h-11 shrink-0 rounded-pill bg-earth-300 px-4 text-sm font-semibold text-ink hover:bg-earth-200"
        >
          Subscribe
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-earth-200">
          {error}
        </p>
      ) : null}
    </form>
  );
}
