import type { SignupForm } from '@/lib/signups';
import type { SignupStatus } from './use-signup-submit';

/** The <form> attributes for a provider; with none, the form keeps the fallback its place had before. */
export function signupFormAttributes(
  signup: SignupForm,
  fallback: { action?: string; method?: 'get' | 'post' } = {},
): { action?: string; method?: 'get' | 'post' } & Record<string, string | undefined> {
  if (signup.provider === 'none') return fallback;
  return { method: 'post', action: signup.action ?? undefined, ...signup.attributes };
}

export function signupEmailField(signup: SignupForm, id: string) {
  return { id, name: signup.fields.email, type: 'email', autoComplete: 'email' } as const;
}

/** The provider's hidden fields and its honeypot, which bots fill in and a person never sees or reaches. */
export function SignupHiddenFields({ signup }: { signup: SignupForm }) {
  return (
    <>
      {signup.hidden.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {signup.honeypot ? (
        <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
          <label>
            Leave this field empty
            <input type="text" name={signup.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
      ) : null}
    </>
  );
}

const messages: Partial<Record<SignupStatus, string>> = {
  failed: 'Sorry, your sign-up did not reach us. Your details are still here: please try again.',
  offline:
    'You seem to be offline, so your sign-up was not sent. Your details are still here: try again once you are connected.',
};

/** The message for a sign-up that was not delivered, with a way to send it again. */
export function SignupProblem({
  status,
  onRetry,
  className,
  buttonClassName,
}: {
  status: SignupStatus;
  onRetry: () => void;
  className?: string;
  buttonClassName?: string;
}) {
  const message = messages[status];
  if (!message) return null;
  return (
    <div role="alert" className={className}>
      <p>{message}</p>
      <button type="button" onClick={onRetry} className={buttonClassName}>
        Try again
      </button>
    </div>
  );
}
