import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { SubscribeForm } from '@/components/newsletter/subscribe-form';
import { FooterSubscribe } from '@/components/layout/footer-subscribe';
import { NotifyForm } from '@/components/careers/notify-form';
import { careersWords } from '@/content/careers';
import { newsletterInterests } from '@/content/newsletter';
import { signupForm, type SignupSetting } from '@/lib/signups';

const settings: SignupSetting[] = [
  { provider: 'netlify', formName: 'newsletter' },
  { provider: 'formspree', formId: 'xyzabcde' },
  { provider: 'mailchimp', action: 'https://eik.us21.list-manage.com/subscribe/post?u=abc123&id=def456' },
  { provider: 'buttondown', username: 'eik' },
];

/** The HTML the export writes, parsed: what a browser without JavaScript submits. */
function serverForm(html: string): HTMLFormElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.querySelector('form')!;
}

describe.each(settings)('the server-rendered forms with $provider', (setting) => {
  const newsletter = signupForm(setting, 'newsletter');

  it('the newsletter form posts the provider’s fields, with its honeypot and hidden fields', () => {
    const form = serverForm(renderToString(<SubscribeForm interests={newsletterInterests} signup={newsletter} />));
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe(newsletter.action);
    for (const [name, value] of Object.entries(newsletter.attributes)) expect(form.getAttribute(name)).toBe(value);
    const names = [...form.elements].map((element) => element.getAttribute('name')).filter(Boolean);
    expect(names).toContain(newsletter.fields.email);
    if (newsletter.fields.name) expect(names).toContain(newsletter.fields.name);
    const interests = form.querySelectorAll(`input[type=checkbox][name="${newsletter.fields.interests}"]`);
    expect([...interests].map((input) => (input as HTMLInputElement).value)).toEqual([...newsletterInterests]);
    if (newsletter.honeypot) {
      const trap = form.querySelector<HTMLInputElement>(`input[name="${newsletter.honeypot}"]`)!;
      expect(trap.value).toBe('');
      expect(trap.tabIndex).toBe(-1);
      expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    }
    for (const [name, value] of newsletter.hidden)
      expect(form.querySelector<HTMLInputElement>(`input[type=hidden][name="${name}"]`)?.value).toBe(value);
  });

  it('the footer and careers forms post the email to the provider', () => {
    for (const [kind, element] of [
      ['footer', (signup: ReturnType<typeof signupForm>) => <FooterSubscribe signup={signup} />],
      ['careers', (signup: ReturnType<typeof signupForm>) => <NotifyForm signup={signup} words={careersWords} />],
    ] as const) {
      const signup = signupForm(setting, kind);
      const form = serverForm(renderToString(element(signup)));
      expect(form.getAttribute('method')).toBe('post');
      expect(form.getAttribute('action')).toBe(signup.action);
      expect(form.querySelector(`input[type=email][name="${signup.fields.email}"]`)).not.toBeNull();
    }
  });
});

describe('with sign-ups off (none)', () => {
  it('the footer keeps its fallback to the newsletter page and the others post nowhere', () => {
    const footer = serverForm(renderToString(<FooterSubscribe signup={signupForm({ provider: 'none' }, 'footer')} />));
    expect(footer.getAttribute('action')).toBe('/newsletter');
    expect(footer.getAttribute('method')).toBe('get');
    const careers = serverForm(
      renderToString(<NotifyForm signup={signupForm({ provider: 'none' }, 'careers')} words={careersWords} />),
    );
    expect(careers.hasAttribute('action')).toBe(false);
  });
});

describe('sending with JavaScript (Formspree)', () => {
  const signup = signupForm({ provider: 'formspree', formId: 'xyzabcde' }, 'newsletter');
  afterEach(() => jest.restoreAllMocks());

  async function fill() {
    const user = userEvent.setup();
    render(<SubscribeForm interests={newsletterInterests} signup={signup} />);
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Otieno Ouma');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'otieno@example.com');
    await user.click(screen.getByRole('checkbox', { name: newsletterInterests[1]! }));
    return user;
  }

  function expectKept() {
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Otieno Ouma');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('otieno@example.com');
    expect(screen.getByRole('checkbox', { name: newsletterInterests[1]! })).toBeChecked();
  }

  it('shows Sending…, then the confirmation, having posted the typed fields', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchSpy = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    global.fetch = fetchSpy as unknown as typeof fetch;
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    const [url, init] = fetchSpy.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://formspree.io/f/xyzabcde');
    const body = init.body as URLSearchParams;
    expect(body.get('email')).toBe('otieno@example.com');
    expect(body.get('name')).toBe('Otieno Ouma');
    expect(body.getAll('interests')).toEqual([newsletterInterests[1]]);
    expect(body.get('_gotcha')).toBe('');
    answer({ ok: true, status: 200 } as Response);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Otieno Ouma.');
  });

  it('on an error answer says so, keeps everything typed, and Try again sends again', async () => {
    const fetchSpy = jest
      .fn()
      .mockResolvedValueOnce({ ok: false, status: 500 } as Response)
      .mockResolvedValueOnce({ ok: true, status: 200 } as Response);
    global.fetch = fetchSpy;
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sorry, your sign-up did not reach us.');
    expectKept();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you, Otieno Ouma.');
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });

  it('offline: sends nothing, says so and keeps everything typed', async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You seem to be offline');
    expectKept();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('the footer keeps the email after a failure', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    const user = userEvent.setup();
    render(<FooterSubscribe signup={signupForm({ provider: 'formspree', formId: 'xyzabcde' }, 'footer')} />);
    // The field is reached, so the interactive form (which sends by script) takes over.
    await user.click(screen.getByRole('textbox', { name: 'Email address' }));
    await act(() => import('@/components/layout/footer-subscribe-form'));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'wanjiru@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Your details are still here'));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('wanjiru@example.com');
  });
});
