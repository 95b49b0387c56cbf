import type { SignupForm } from '@/lib/signups';
import { actions, footerWords } from '@/content/navigation';
import { EmailSignupForm, plainSignupState } from '@/components/forms/email-signup-form';
import { FooterSubscribeLoader } from './footer-subscribe-loader';

/** Without a provider, and without JavaScript, the field takes the email to the newsletter page's full form. */
const fallback = { action: '/newsletter', method: 'get' } as const;

/**
 * The footer's newsletter field (and the AGM page's, for the next meeting) as plain HTML; its script
 * comes once the field is in view or used (FooterSubscribeLoader), so no page loads it up front.
 */
export function FooterSubscribe({ signup, id = 'footer-email' }: { signup: SignupForm; id?: string }) {
  const submitLabel = actions.subscribe.label;
  return (
    <FooterSubscribeLoader signup={signup} words={footerWords} submitLabel={submitLabel} id={id} fallback={fallback}>
      <EmailSignupForm
        signup={signup}
        state={plainSignupState(signup, id, fallback)}
        label={footerWords.emailLabel}
        placeholder={footerWords.emailPlaceholder}
        submitLabel={submitLabel}
        tone="dark"
      />
    </FooterSubscribeLoader>
  );
}
