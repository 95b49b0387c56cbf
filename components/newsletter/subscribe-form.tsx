'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide';
import type { NewsletterSubscription } from '@/content/types';
import { validateSubscription, type SubscriptionErrors } from '@/lib/newsletter-form';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Svg } from '@/components/ui/svg';

const empty: NewsletterSubscription = { name: '', email: '', interests: [], agreement: true };

const inputClasses =
  'mt-1 min-h-11 w-full rounded-xl border bg-white px-4 text-base text-ink placeholder:text-ink-subtle';

/**
 * The newsletter sign-up. No request is sent (SPEC 7): valid data is logged and the confirmation is
 * shown; Subscribe Another Email returns to an empty form.
 */
export function SubscribeForm({ interests }: { interests: readonly string[] }) {
  const id = useId();
  const [data, setData] = useState<NewsletterSubscription>(empty);
  const [errors, setErrors] = useState<SubscriptionErrors>({});
  const [subscribed, setSubscribed] = useState<NewsletterSubscription | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);

  // The footer's subscribe field falls back to /newsletter?email=... without JavaScript: keep what was typed.
  useEffect(() => {
    const email = new URLSearchParams(window.location.search).get('email');
    if (email) setData((current) => (current.email ? current : { ...current, email: email.slice(0, 254) }));
  }, []);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSubscription(data);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.email) return emailRef.current?.focus();
    const subscription = { ...data, name: data.name.trim(), email: data.email.trim() };
    console.log('Newsletter subscription', subscription);
    setSubscribed(subscription);
  }

  function toggleInterest(interest: string, checked: boolean) {
    setData((current) => ({
      ...current,
      interests: checked ? [...current.interests, interest] : current.interests.filter((item) => item !== interest),
    }));
  }

  if (subscribed) {
    return (
      <div role="status" className="text-center">
        <Svg node={CircleCheck} className="mx-auto size-12 text-brand-700" />
        <h3 className="mt-4 text-2xl font-bold text-brand-900">You’re subscribed!</h3>
        <p className="mt-2 text-ink-muted">
          Thank you, {subscribed.name}. The next issue of our newsletter will be sent to {subscribed.email}.
        </p>
        <Button
          variant="outline"
          className="mt-6"
          onClick={() => {
            setData(empty);
            setErrors({});
            setSubscribed(null);
          }}
        >
          Subscribe Another Email
        </Button>
      </div>
    );
  }

  const field = (name: 'name' | 'email') => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    className: cn(inputClasses, errors[name] ? 'border-earth-700' : 'border-brand-900/25'),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Subscribe to the newsletter" className="space-y-5">
      <div>
        <label htmlFor={`${id}-name`} className="block text-sm font-semibold text-ink">
          Full name <span aria-hidden="true">*</span>
        </label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={data.name}
          onChange={(event) => setData({ ...data, name: event.target.value })}
          {...field('name')}
        />
        {errors.name ? (
          <p id={`${id}-name-error`} role="alert" className="mt-1 text-sm font-semibold text-earth-800">
            {errors.name}
          </p>
        ) : null}
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold text-ink">
          Email address <span aria-hidden="true">*</span>
        </label>
        <input
          ref={emailRef}
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder="name@example.com"
          value={data.email}
          onChange={(event) => setData({ ...data, email: event.target.value })}
          {...field('email')}
        />
        {errors.email ? (
          <p id={`${id}-email-error`} role="alert" className="mt-1 text-sm font-semibold text-earth-800">
            {errors.email}
          </p>
        ) : null}
      </div>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          Interests <span className="font-normal text-ink-muted">(optional)</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {interests.map((interest) => (
            <label key={interest} className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                name="interests"
                value={interest}
                checked={data.interests.includes(interest)}
                onChange={(event) => toggleInterest(interest, event.target.checked)}
                className="size-5 accent-brand-700"
              />
              {interest}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex cursor-pointer items-start gap-3 text-sm text-ink-muted">
        <input
          type="checkbox"
          name="agreement"
          checked={data.agreement}
          onChange={(event) => setData({ ...data, agreement: event.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        I agree to receive the newsletter and occasional updates from the institute. I can unsubscribe at any time.
      </label>
      <p className="text-xs text-ink-muted">Fields marked * are required.</p>
      <Button type="submit" size="lg" className="w-full">
        Subscribe
      </Button>
    </form>
  );
}
