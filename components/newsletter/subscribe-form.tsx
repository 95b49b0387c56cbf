'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide';
import { validateSubscription, type NewsletterSubscription, type SubscriptionErrors } from '@/lib/newsletter-form';
import type { SignupForm } from '@/lib/signups';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { Svg } from '@/components/ui/svg';
import { FieldError, fieldStateClasses } from '@/components/forms/field-error';
import { SignupHiddenFields, SignupProblem, signupFormAttributes } from '@/components/forms/signup-parts';
import { useSignupSubmit } from '@/components/forms/use-signup-submit';
import { focusField } from '@/components/forms/focus-field';

const empty: NewsletterSubscription = { name: '', email: '', interests: [], agreement: true };

const inputClasses = 'mt-1 min-h-11 w-full rounded-xl px-4 text-base text-ink placeholder:text-ink-subtle';

/**
 * The newsletter sign-up. Valid data goes to the sign-up provider (lib/signups.ts), by `fetch` where
 * it allows, else by the form itself (which works without JavaScript); with none, it is only logged.
 * A sign-up that fails keeps everything typed.
 */
export function SubscribeForm({ interests, signup }: { interests: readonly string[]; signup: SignupForm }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const sender = useSignupSubmit(signup);
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

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    const found = validateSubscription(data);
    setErrors(found);
    if (found.name || found.email) {
      event.preventDefault();
      return focusField((found.name ? nameRef : emailRef).current);
    }
    const subscription = { ...data, name: data.name.trim(), email: data.email.trim() };
    if (signup.provider === 'none') console.log('Newsletter subscription', subscription);
    if (await sender.submit(event)) setSubscribed(subscription);
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
            sender.reset();
          }}
        >
          Subscribe Another Email
        </Button>
      </div>
    );
  }

  const field = (key: 'name' | 'email', label: string, name: string | undefined, placeholder?: string) => (
    <div>
      <label htmlFor={`${id}-${key}`} className="block text-sm font-semibold text-ink">
        {label} <span aria-hidden="true">*</span>
      </label>
      <input
        ref={key === 'name' ? nameRef : emailRef}
        id={`${id}-${key}`}
        name={name}
        type={key === 'name' ? 'text' : 'email'}
        autoComplete={key}
        required
        placeholder={placeholder}
        value={data[key]}
        onChange={(event) => setData({ ...data, [key]: event.target.value })}
        aria-invalid={errors[key] ? true : undefined}
        aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
        className={cn(inputClasses, fieldStateClasses.light[errors[key] ? 'invalid' : 'valid'])}
      />
      {errors[key] ? (
        <FieldError id={`${id}-${key}-error`} className="mt-1">
          {errors[key]}
        </FieldError>
      ) : null}
    </div>
  );

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label="Subscribe to the newsletter"
      aria-busy={sender.status === 'sending' || undefined}
      data-signup="newsletter"
      className="relative space-y-5"
      {...signupFormAttributes(signup)}
    >
      <SignupHiddenFields signup={signup} />
      {field('name', 'Full name', signup.fields.name ?? undefined)}
      {field('email', 'Email address', signup.fields.email, 'name@example.com')}
      <fieldset>
        <legend className="text-sm font-semibold text-ink">
          Interests <span className="font-normal text-ink-muted">(optional)</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {interests.map((interest) => (
            <label key={interest} className="flex min-h-9 cursor-pointer items-center gap-3 text-sm">
              <input
                type="checkbox"
                name={signup.fields.interests ?? undefined}
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
          name={signup.fields.agreement ?? undefined}
          checked={data.agreement}
          onChange={(event) => setData({ ...data, agreement: event.target.checked })}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        I agree to receive the newsletter and occasional updates from the institute. I can unsubscribe at any time.
      </label>
      <p className="text-xs text-ink-muted">Fields marked * are required.</p>
      <SignupProblem
        status={sender.status}
        onRetry={() => formRef.current?.requestSubmit()}
        className="space-y-2 rounded-xl bg-earth-50 p-4 text-sm font-semibold text-earth-800"
        buttonClassName="min-h-11 rounded-pill px-5 font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-white"
      />
      <Button type="submit" size="lg" className="w-full" disabled={sender.status === 'sending'}>
        {sender.status === 'sending' ? 'Sending…' : 'Subscribe'}
      </Button>
    </form>
  );
}
