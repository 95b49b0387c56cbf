import type { SignupForm } from '@/lib/signups';
import { actions, footerWords } from '@/content/navigation';
import { FooterSubscribeForm } from './footer-subscribe-form';

/**
 * The footer's newsletter field, its words from content: the interactive form gets them as props, so
 * the content files stay out of the browser's JavaScript.
 */
export function FooterSubscribe({ signup }: { signup: SignupForm }) {
  return <FooterSubscribeForm signup={signup} words={footerWords} submitLabel={actions.subscribe.label} />;
}
