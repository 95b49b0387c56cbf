import {
  checkSignupSetting,
  sendSignup,
  signupForm,
  signupFormOrigin,
  signupPolicySources,
  type SignupSetting,
} from '@/lib/signups';
import { site } from '@/content/site';
import { contentSecurityPolicy, emptyPolicyInputs, signupSources } from '@/scripts/lib/security-headers';
import { signupNotice } from '../../scripts/postbuild/hosting';

const mailchimpAction = 'https://eik.us21.list-manage.com/subscribe/post?u=abc123&id=def456';

describe('signupForm', () => {
  it('sends nothing with none', () => {
    const form = signupForm({ provider: 'none' }, 'newsletter');
    expect(form).toMatchObject({ action: null, fetch: false, honeypot: null, hidden: [], attributes: {} });
    expect(signupPolicySources(form)).toEqual({ formAction: [], connect: [] });
  });

  it('Netlify: posts to the page itself, one form name per place, bot-field honeypot, fetch allowed', () => {
    const setting: SignupSetting = { provider: 'netlify', formName: 'newsletter' };
    const page = signupForm(setting, 'newsletter');
    expect(page).toMatchObject({ action: null, fetch: true, honeypot: 'bot-field' });
    expect(page.hidden).toEqual([['form-name', 'newsletter']]);
    expect(page.attributes).toEqual({ name: 'newsletter', 'data-netlify': 'true', 'netlify-honeypot': 'bot-field' });
    expect(signupForm(setting, 'footer').hidden).toEqual([['form-name', 'newsletter-footer']]);
    expect(signupForm(setting, 'careers').attributes.name).toBe('newsletter-careers');
    expect(signupPolicySources(page)).toEqual({ formAction: [], connect: [] });
  });

  it('Formspree: its form address, _gotcha honeypot, fetch allowed, its origin in the policy', () => {
    const form = signupForm({ provider: 'formspree', formId: 'xyzabcde' }, 'footer');
    expect(form).toMatchObject({ action: 'https://formspree.io/f/xyzabcde', fetch: true, honeypot: '_gotcha' });
    expect(form.fields.email).toBe('email');
    expect(signupPolicySources(form)).toEqual({
      formAction: ['https://formspree.io'],
      connect: ['https://formspree.io'],
    });
  });

  it('Mailchimp: the embedded form action, EMAIL and FNAME, b_<u>_<id> honeypot, no fetch', () => {
    const form = signupForm({ provider: 'mailchimp', action: mailchimpAction }, 'newsletter');
    expect(form).toMatchObject({ action: mailchimpAction, fetch: false, honeypot: 'b_abc123_def456' });
    expect(form.fields).toEqual({ email: 'EMAIL', name: 'FNAME', interests: 'INTERESTS', agreement: null });
    expect(signupPolicySources(form)).toEqual({ formAction: ['https://eik.us21.list-manage.com'], connect: [] });
    expect(
      signupForm({ provider: 'mailchimp', action: mailchimpAction, interestsField: 'TOPICS' }, 'newsletter').fields
        .interests,
    ).toBe('TOPICS');
  });

  it('Buttondown: embed-subscribe, email and tag fields, plain submit', () => {
    const form = signupForm({ provider: 'buttondown', username: 'eik' }, 'careers');
    expect(form).toMatchObject({
      action: 'https://buttondown.com/api/emails/embed-subscribe/eik',
      fetch: false,
      hidden: [['embed', '1']],
    });
    expect(form.fields.email).toBe('email');
    expect(form.fields.interests).toBe('tag');
    expect(signupFormOrigin(form)).toBe('https://buttondown.com');
  });

  it.each([
    [{ provider: 'formspree', formId: 'https://formspree.io/f/x' }, /formId/],
    [{ provider: 'netlify', formName: 'news letter' }, /formName/],
    [{ provider: 'buttondown', username: '' }, /username/],
    [{ provider: 'mailchimp', action: 'not a url' }, /action/],
    [{ provider: 'mailchimp', action: 'https://eik.us21.list-manage.com/subscribe/post' }, /u= and id=/],
  ] as [SignupSetting, RegExp][])('refuses %p with a message naming the field', (setting, message) => {
    expect(() => checkSignupSetting(setting)).toThrow(message);
  });

  it('accepts the site’s own setting', () => {
    expect(() => checkSignupSetting(site.signups)).not.toThrow();
  });
});

describe('sendSignup', () => {
  const body = new URLSearchParams({ email: 'a@example.com' });
  const answer = (status: number) =>
    jest.fn().mockResolvedValue({ ok: status >= 200 && status < 300, status } as Response);

  it('posts the body with Accept: application/json and reports done on 2xx', async () => {
    const fetchImpl = answer(200);
    await expect(sendSignup('https://formspree.io/f/x', body, { fetchImpl })).resolves.toBe('done');
    expect(fetchImpl).toHaveBeenCalledWith(
      'https://formspree.io/f/x',
      expect.objectContaining({ method: 'POST', body, headers: { Accept: 'application/json' } }),
    );
  });

  it('reports failed on an error answer', async () => {
    await expect(sendSignup('/', body, { fetchImpl: answer(500) })).resolves.toBe('failed');
    await expect(sendSignup('/', body, { fetchImpl: answer(422) })).resolves.toBe('failed');
  });

  it('reports offline without sending when the browser is offline, or when the network fails', async () => {
    const fetchImpl = answer(200);
    await expect(sendSignup('/', body, { online: false, fetchImpl })).resolves.toBe('offline');
    expect(fetchImpl).not.toHaveBeenCalled();
    const broken = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(sendSignup('/', body, { fetchImpl: broken })).resolves.toBe('offline');
  });

  it('reports failed when no answer comes in time', async () => {
    const never = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    await expect(sendSignup('/', body, { fetchImpl: never as unknown as typeof fetch, timeoutMs: 10 })).resolves.toBe(
      'failed',
    );
  });
});

describe('the policy for each setting', () => {
  const directive = (policy: string, name: string) =>
    policy
      .split('; ')
      .find((part) => part.startsWith(`${name} `))
      ?.split(' ')
      .slice(1);

  it.each([
    [{ provider: 'none' }, ["'self'"], ["'self'"]],
    [{ provider: 'netlify', formName: 'newsletter' }, ["'self'"], ["'self'"]],
    [
      { provider: 'formspree', formId: 'xyzabcde' },
      ["'self'", 'https://formspree.io'],
      ["'self'", 'https://formspree.io'],
    ],
    [{ provider: 'mailchimp', action: mailchimpAction }, ["'self'", 'https://eik.us21.list-manage.com'], ["'self'"]],
    [{ provider: 'buttondown', username: 'eik' }, ["'self'", 'https://buttondown.com'], ["'self'"]],
  ] as [SignupSetting, string[], string[]][])(
    '%p allows exactly its origin in form-action and connect-src',
    (setting, formAction, connect) => {
      const policy = contentSecurityPolicy(emptyPolicyInputs, signupPolicySources(signupForm(setting, 'newsletter')));
      expect(directive(policy, 'form-action')).toEqual(formAction);
      expect(directive(policy, 'connect-src')).toEqual(connect);
    },
  );

  it('the hosts’ policy comes from the site’s own setting', () => {
    expect(signupSources).toEqual(signupPolicySources(signupForm(site.signups, 'newsletter')));
    expect(contentSecurityPolicy()).toBe(contentSecurityPolicy(emptyPolicyInputs, signupSources));
  });
});

describe('the build’s sign-up line', () => {
  it('warns that nothing is delivered with none, and names the allowed origin otherwise', () => {
    expect(signupNotice('none', { formAction: [], connect: [] })).toMatch(/^WARNING: sign-ups are not delivered/);
    expect(signupNotice('mailchimp', { formAction: ['https://eik.us21.list-manage.com'], connect: [] })).toBe(
      "sign-ups go to mailchimp; form-action 'self' https://eik.us21.list-manage.com; connect-src 'self'",
    );
  });
});
