/**
 * Where the sign-up forms (newsletter page, footer, careers alerts) send what a visitor typed, derived
 * from the one setting in content/site.ts (`site.signups`): the form's action, field names, honeypot,
 * whether `fetch` may be used, and the origin the Content-Security-Policy must allow.
 */
import type { SignupSetting } from '@/content/schema';

export type { SignupSetting };

/** Plain data, passed from server to client. */
export interface SignupForm {
  provider: SignupSetting['provider'];
  /** Absolute URL the form posts to; null when it posts to the page itself (Netlify) or nothing is sent. */
  action: string | null;
  /** True when the provider answers a script's `fetch` (CORS); otherwise the form submits normally. */
  fetch: boolean;
  /** Null where the provider has no field for that value. */
  fields: { email: string; name: string | null; interests: string | null; agreement: string | null };
  /** A field people never see or fill: a bot that fills it is ignored by the provider. */
  honeypot: string | null;
  hidden: [name: string, value: string][];
  /** Extra attributes of the <form> element. */
  attributes: Record<string, string>;
}

const netlifyHoneypot = 'bot-field';

/** Refuses a setting that could never deliver, with a message naming the field. */
export function checkSignupSetting(setting: SignupSetting): void {
  const where = 'content/site.ts, signups';
  const need = (value: string, field: string, pattern: RegExp) => {
    if (!pattern.test(value)) throw new Error(`${where}.${field}: "${value}" is not valid for ${setting.provider}`);
  };
  switch (setting.provider) {
    case 'none':
      return;
    case 'netlify':
      return need(setting.formName, 'formName', /^[A-Za-z0-9][\w-]*$/);
    case 'formspree':
      return need(setting.formId, 'formId', /^[A-Za-z0-9]+$/);
    case 'buttondown':
      return need(setting.username, 'username', /^[\w-]+$/);
    case 'mailchimp': {
      let url: URL;
      try {
        url = new URL(setting.action);
      } catch {
        throw new Error(`${where}.action: "${setting.action}" is not a URL`);
      }
      if (!url.searchParams.get('u') || !url.searchParams.get('id'))
        throw new Error(`${where}.action: the embedded form's address must carry its u= and id= values`);
      if (setting.interestsField !== undefined) need(setting.interestsField, 'interestsField', /^[A-Z0-9_]+$/);
      return;
    }
  }
}

/** The form in one place on the site: each place has a Netlify form of its own. */
export function signupForm(setting: SignupSetting, kind: 'newsletter' | 'footer' | 'careers'): SignupForm {
  checkSignupSetting(setting);
  const plain = { email: 'email', name: 'name', interests: 'interests', agreement: 'agreement' };
  // Key order as in SignupForm: the object is serialized into the page.
  const base = { action: null, fetch: false, fields: plain, honeypot: null, hidden: [], attributes: {} };
  switch (setting.provider) {
    case 'none':
      return { provider: 'none', ...base };
    case 'netlify': {
      // One Netlify form per place, so each keeps its own fields; Netlify reads them from the HTML.
      const name = kind === 'newsletter' ? setting.formName : `${setting.formName}-${kind}`;
      // No action: the form (and a script) posts to the page's own address, where Netlify takes it.
      return {
        provider: 'netlify',
        ...base,
        fetch: true,
        honeypot: netlifyHoneypot,
        hidden: [['form-name', name]],
        attributes: { name, 'data-netlify': 'true', 'netlify-honeypot': netlifyHoneypot },
      };
    }
    case 'formspree':
      return {
        provider: 'formspree',
        ...base,
        action: `https://formspree.io/f/${setting.formId}`,
        fetch: true,
        honeypot: '_gotcha',
      };
    case 'mailchimp': {
      const url = new URL(setting.action);
      // Mailchimp's embedded form answers no cross-origin script: a normal submit opens its page.
      return {
        provider: 'mailchimp',
        ...base,
        action: url.href,
        fields: { email: 'EMAIL', name: 'FNAME', interests: setting.interestsField ?? 'INTERESTS', agreement: null },
        honeypot: `b_${url.searchParams.get('u') ?? ''}_${url.searchParams.get('id') ?? ''}`,
      };
    }
    case 'buttondown':
      // Buttondown files each `tag` value as a tag on the subscriber, and `metadata__*` as metadata.
      return {
        provider: 'buttondown',
        ...base,
        action: `https://buttondown.com/api/emails/embed-subscribe/${setting.username}`,
        fields: { email: 'email', name: 'metadata__name', interests: 'tag', agreement: null },
        hidden: [['embed', '1']],
      };
  }
}

/** The origin a form posts to when it is not this site, else null. */
export function signupFormOrigin(form: Pick<SignupForm, 'action'>): string | null {
  if (!form.action || !/^https?:\/\//.test(form.action)) return null;
  return new URL(form.action).origin;
}

/** What the policy must allow beyond 'self': the provider's origin in `form-action`, and in `connect-src` for `fetch`. */
export function signupPolicySources(form: Pick<SignupForm, 'action' | 'fetch'>): {
  formAction: string[];
  connect: string[];
} {
  const origin = signupFormOrigin(form);
  if (!origin) return { formAction: [], connect: [] };
  return { formAction: [origin], connect: form.fetch ? [origin] : [] };
}

/** A provider that has not answered by then has failed; the visitor can try again. */
const signupTimeoutMs = 15_000;

/** Sends one sign-up by `fetch`; never rejects: 'offline' when no server was reached, 'failed' for an error or no answer in time. */
export async function sendSignup(
  url: string,
  body: URLSearchParams,
  options: { online?: boolean; timeoutMs?: number; fetchImpl?: typeof fetch } = {},
): Promise<'done' | 'failed' | 'offline'> {
  if (options.online === false) return 'offline';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? signupTimeoutMs);
  try {
    const response = await (options.fetchImpl ?? fetch)(url, {
      method: 'POST',
      body,
      headers: { Accept: 'application/json' },
      signal: controller.signal,
    });
    return response.ok ? 'done' : 'failed';
  } catch {
    return controller.signal.aborted ? 'failed' : 'offline';
  } finally {
    clearTimeout(timer);
  }
}
