'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { CopyWords, DonationFormWords, DonationPurpose, DonationType } from '@/content/schema';
import {
  donationAlertText,
  donationGuide,
  parseCustomAmount,
  type DonationCompletionTexts,
  type DonationGift,
  type DonationPaymentFacts,
} from '@/lib/donation';
import { formatKes } from '@/lib/format';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { cardClasses } from '@/components/ui/card';
import { Select } from '@/components/ui/select';
import { DonationGuideView } from './donation-guide';
import { FieldError, fieldStateClasses } from '@/components/forms/field-error';
import { focusField } from '@/components/forms/focus-field';

interface Option<T extends string> {
  value: T;
  label: string;
  description?: string;
}

export interface DonationFormProps {
  title: string;
  types: readonly Option<DonationType>[];
  presets: readonly number[];
  defaultAmount: number;
  purposes: readonly Option<DonationPurpose>[];
  words: DonationFormWords;
  /** What the panel shown after Donate says, and the numbers it names. */
  completion: { texts: DonationCompletionTexts; facts: DonationPaymentFacts; copy: CopyWords };
  /** Where Donate goes without JavaScript, when nothing can be confirmed: the page's ways to pay. */
  action?: string;
  /** The id of the element that shows the guide for a confirmed gift; without one, it stands under the form. */
  guideSlot?: string;
}

const CUSTOM = 'custom';

/** A radio shown as a tile that follows the input's own checked state, so it works without JavaScript too. */
function Choice({
  name,
  value,
  checked,
  onChange,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
}) {
  return (
    <label className="relative block cursor-pointer">
      <input type="radio" name={name} value={value} checked={checked} onChange={onChange} className="peer sr-only" />
      <span
        className={cn(
          'flex min-h-12 flex-col items-center justify-center rounded-xl bg-white px-3 py-2 text-center text-sm font-semibold text-brand-900 ring-1 ring-brand-900/20 transition-colors hover:bg-brand-50',
          'peer-checked:bg-brand-700 peer-checked:text-white peer-checked:ring-brand-700',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700',
        )}
      >
        {children}
      </span>
    </label>
  );
}

const legendClasses = 'text-base font-bold text-brand-900';

/**
 * Brings a refused field into view with the form above it: the card from its top when the field and
 * its message fit in the window from there, else the field in the middle.
 */
function showRefusedField(field: HTMLElement | null, card: HTMLElement | null) {
  if (!field || !card) return;
  const top = card.getBoundingClientRect().top - (parseFloat(getComputedStyle(card).scrollMarginTop) || 0);
  const bottom = (field.parentElement ?? field).getBoundingClientRect().bottom;
  if (bottom - top > window.innerHeight) return focusField(field);
  field.focus({ preventScroll: true });
  // jsdom has no scrollIntoView.
  card.scrollIntoView?.({ block: 'start' });
}

/**
 * The donation form. Nothing is sent: Donate checks a custom amount, confirms the gift in a browser
 * alert, then shows how to complete it by M-PESA (and moves focus there). The form keeps its values.
 */
export function DonationForm({
  title,
  types,
  presets,
  defaultAmount,
  purposes,
  words,
  completion,
  action,
  guideSlot,
}: DonationFormProps) {
  const id = useId();
  const [type, setType] = useState<DonationType>(types[0]!.value);
  const [amount, setAmount] = useState<string>(String(defaultAmount));
  const [custom, setCustom] = useState('');
  const [purpose, setPurpose] = useState<DonationPurpose>(purposes[0]!.value);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [gift, setGift] = useState<DonationGift | null>(null);
  // Counts confirmed gifts, so focus moves to the panel after every Donate, even an unchanged one.
  const [confirmations, setConfirmations] = useState(0);
  const guideHeading = useRef<HTMLHeadingElement>(null);
  const card = useRef<HTMLElement>(null);
  // Counts refused amounts, so every refusal brings the field into view, once its message is drawn.
  const [refusals, setRefusals] = useState(0);

  useEffect(() => {
    const heading = guideHeading.current;
    if (confirmations === 0 || !heading) return;
    // jsdom has no scrollIntoView.
    heading.scrollIntoView?.({ block: 'start' });
    heading.focus({ preventScroll: true });
  }, [confirmations]);

  const customId = `${id}-custom`;
  const errorId = `${id}-custom-error`;

  useEffect(() => {
    if (refusals > 0) showRefusedField(document.getElementById(customId), card.current);
  }, [refusals, customId]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    let value = Number(amount);
    if (amount === CUSTOM) {
      const result = parseCustomAmount(custom);
      if (!result.ok) {
        setError(result.error);
        setRefusals((count) => count + 1);
        return;
      }
      value = result.amount;
    }
    setError(null);
    const purposeLabel = purposes.find((option) => option.value === purpose)?.label ?? purpose;
    window.alert(donationAlertText({ type, amount: value, purpose: purposeLabel }));
    setGift({ type, amount: value, purpose, purposeLabel });
    setConfirmations((count) => count + 1);
  }

  // Looked up once a gift is confirmed, so only ever in the browser: the server renders no guide.
  const slot = gift && guideSlot ? document.getElementById(guideSlot) : null;
  const guide = gift ? (
    <div data-gift-guide className={slot ? cardClasses({}, 'sm:p-8') : 'mt-10 border-t border-brand-900/10 pt-8'}>
      <DonationGuideView
        id={`${id}-guide`}
        headingRef={guideHeading}
        guide={donationGuide(gift, completion.texts, completion.facts)}
        columns={Boolean(slot)}
        copyWords={completion.copy}
      />
    </div>
  ) : null;

  return (
    <section
      ref={card}
      aria-labelledby={`${id}-title`}
      className={cardClasses({}, 'scroll-mt-20 text-ink sm:p-8 lg:scroll-mt-28')}
    >
      <h2 id={`${id}-title`} className="mb-6 text-2xl font-bold text-brand-900">
        {title}
      </h2>
      {/* Stable field names: without JavaScript, Donate opens the ways to pay, the choices in its address. */}
      <form noValidate onSubmit={onSubmit} action={action} aria-label="Donation form" className="space-y-7">
        <fieldset>
          <legend className={legendClasses}>Donation type</legend>
          <div className="mt-3 grid grid-cols-2 gap-3">
            {types.map((option) => (
              <Choice
                key={option.value}
                name="type"
                value={option.value}
                checked={type === option.value}
                onChange={() => setType(option.value)}
              >
                {option.label}
                {option.description ? (
                  <span className="text-xs font-normal opacity-90">{option.description}</span>
                ) : null}
              </Choice>
            ))}
          </div>
        </fieldset>

        <fieldset>
          <legend className={legendClasses}>Amount</legend>
          <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
            {presets.map((preset) => (
              <Choice
                key={preset}
                name="amount"
                value={String(preset)}
                checked={amount === String(preset)}
                onChange={() => {
                  setAmount(String(preset));
                  setError(null);
                }}
              >
                {formatKes(preset)}
              </Choice>
            ))}
            <Choice name="amount" value={CUSTOM} checked={amount === CUSTOM} onChange={() => setAmount(CUSTOM)}>
              Custom
            </Choice>
          </div>
          {amount === CUSTOM ? (
            <div className="mt-4">
              <label htmlFor={customId} className="block text-sm font-bold text-brand-900">
                Custom amount (KES)
              </label>
              <input
                id={customId}
                name="customAmount"
                type="text"
                inputMode="numeric"
                autoComplete="off"
                placeholder="e.g. 7500"
                value={custom}
                onChange={(event) => {
                  setCustom(event.target.value);
                  if (error) setError(null);
                }}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${errorId} ${id}-custom-hint` : `${id}-custom-hint`}
                className={cn(
                  'mt-1 min-h-11 w-full rounded-xl px-4 text-base text-ink placeholder:text-ink-subtle',
                  fieldStateClasses.light[error ? 'invalid' : 'valid'],
                )}
              />
              <p id={`${id}-custom-hint`} className="mt-1.5 text-sm text-ink-muted">
                {words.customHint}
              </p>
              {error ? (
                <FieldError id={errorId} className="mt-1">
                  {error}
                </FieldError>
              ) : null}
            </div>
          ) : null}
        </fieldset>

        <div>
          <label htmlFor={`${id}-purpose`} className={legendClasses}>
            Purpose
          </label>
          <Select
            id={`${id}-purpose`}
            name="purpose"
            value={purpose}
            onChange={(event) => setPurpose(event.target.value as DonationPurpose)}
            className="mt-3"
          >
            {purposes.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        </div>

        <div>
          <label htmlFor={`${id}-message`} className={legendClasses}>
            Message <span className="text-sm font-normal text-ink-muted">(optional)</span>
          </label>
          <textarea
            id={`${id}-message`}
            name="message"
            rows={2}
            maxLength={1000}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            className="mt-3 block w-full rounded-xl border border-brand-900/25 bg-white px-4 py-3 text-base text-ink"
          />
        </div>

        <div>
          <Button type="submit" variant="accent" size="lg" aria-describedby={`${id}-donate-note`} className="w-full">
            Donate
          </Button>
          <p id={`${id}-donate-note`} className="mt-3 text-center text-sm text-ink-muted">
            {words.donateNote}
          </p>
        </div>
      </form>
      {slot && guide ? createPortal(guide, slot) : guide}
    </section>
  );
}
