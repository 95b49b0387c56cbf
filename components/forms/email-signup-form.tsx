import type { SignupForm } from '@/lib/signups';
import { cn } from '@/lib/cn';
import { Button } from '@/components/ui/button';
import { textLinkClasses } from '@/components/ui/text-link';
import type { FormHTMLAttributes, InputHTMLAttributes, Ref } from 'react';
import type { SignupStatus } from './use-signup-submit';
import { FieldError, fieldStateClasses } from './field-error';
import { SignupHiddenFields, SignupProblem, signupEmailField, signupFormAttributes } from './signup-parts';

type Tone = 'light' | 'dark';

// The same field on a white page (careers alerts) and in the dark green footer (newsletter).
const styles: Record<Tone, { form: string; label: string; row: string; input: string; message: string }> = {
  light: {
    form: 'mx-auto max-w-xl',
    label: 'font-semibold text-ink',
    row: 'mt-1 flex-col sm:flex-row',
    input: 'min-h-12 px-5 text-base',
    message: 'mt-2 font-semibold text-earth-800',
  },
  dark: {
    form: 'space-y-2',
    label: 'font-medium text-brand-100',
    row: '',
    input: 'min-h-11 px-4 text-sm',
    message: 'font-medium text-earth-200',
  },
};

/** The state of the form as useEmailSignup gives it, or plainSignupState before any script. */
export interface EmailSignupState {
  error: string | null;
  errorId: string;
  status: SignupStatus;
  retry: () => void;
  form: FormHTMLAttributes<HTMLFormElement> & { ref?: Ref<HTMLFormElement> };
  field: InputHTMLAttributes<HTMLInputElement> & { id: string };
}

/** The form before its script: the same markup, submitted and checked by the browser (to the provider or `fallback`). */
export function plainSignupState(
  signup: SignupForm,
  id: string,
  fallback: { action?: string; method?: 'get' | 'post' } = {},
): EmailSignupState {
  return {
    error: null,
    errorId: `${id}-error`,
    status: 'idle',
    retry: () => undefined,
    form: signupFormAttributes(signup, fallback),
    field: { ...signupEmailField(signup, id), required: true },
  };
}

/**
 * A one-field email sign-up form. Its state comes from useEmailSignup in the form's owner (which shows
 * the confirmation in its place) or, on the server, from plainSignupState: it has no script of its own.
 */
export function EmailSignupForm({
  signup,
  state: { error, errorId, status, retry, form, field },
  label,
  placeholder,
  submitLabel,
  tone,
}: {
  signup: SignupForm;
  state: EmailSignupState;
  label: string;
  placeholder: string;
  submitLabel: string;
  tone: Tone;
}) {
  const style = styles[tone];
  return (
    <form {...form} aria-busy={status === 'sending' || undefined} data-signup="" className={cn('relative', style.form)}>
      <SignupHiddenFields signup={signup} />
      <label htmlFor={field.id} className={cn('block text-sm', style.label)}>
        {label}
      </label>
      <div className={cn('flex gap-2', style.row)}>
        <input
          {...field}
          placeholder={placeholder}
          className={cn(
            'w-full min-w-0 rounded-pill text-ink placeholder:text-ink-subtle',
            style.input,
            fieldStateClasses[tone][error ? 'invalid' : 'valid'],
          )}
        />
        <Button
          type="submit"
          disabled={status === 'sending'}
          // Green on both tones: gold is kept for the one main action of a page, never a repeated form.
          variant="primary"
          size={tone === 'light' ? 'lg' : 'md'}
          className="shrink-0"
        >
          {status === 'sending' ? 'Sending…' : submitLabel}
        </Button>
      </div>
      {error ? (
        <FieldError id={errorId} tone={tone} className={style.message}>
          {error}
        </FieldError>
      ) : null}
      <SignupProblem
        status={status}
        onRetry={retry}
        className={cn('space-y-1 text-sm', style.message)}
        buttonClassName={textLinkClasses(tone === 'light' ? 'brand' : 'light', 'min-h-9')}
      />
    </form>
  );
}
