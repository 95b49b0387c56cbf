import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SubscribeForm } from '@/components/newsletter/subscribe-form';
import { newsletterInterests } from '@/content/newsletter';
import { signupForm } from '@/lib/signups';

const none = signupForm({ provider: 'none' }, 'newsletter');

function setup() {
  const log = jest.spyOn(console, 'log').mockImplementation(() => {});
  const fetchSpy = jest.fn();
  (globalThis as { fetch?: unknown }).fetch = fetchSpy;
  const user = userEvent.setup();
  render(<SubscribeForm interests={newsletterInterests} signup={none} />);
  return { user, log, fetchSpy };
}

afterEach(() => jest.restoreAllMocks());

describe('SubscribeForm', () => {
  it('starts empty with the agreement checked and no interest chosen', () => {
    setup();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
    expect(screen.getByRole('group', { name: /Interests/ })).toBeInTheDocument();
    for (const interest of newsletterInterests)
      expect(screen.getByRole('checkbox', { name: interest })).not.toBeChecked();
  });

  it('gives a message per empty field and no confirmation', async () => {
    const { user, log } = setup();
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    const alerts = screen.getAllByRole('alert').map((a) => a.textContent);
    expect(alerts).toEqual(['Please enter your full name.', 'Please enter your email address.']);
    // Not by colour alone: each message carries a warning sign, and the field names its message.
    for (const alert of screen.getAllByRole('alert')) expect(alert.querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(
      'Please enter your full name.',
    );
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveFocus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(log).not.toHaveBeenCalled();
  });

  it('rejects an invalid email', async () => {
    const { user } = setup();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Otieno Ouma');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'otieno@example');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address, like name@example.com.');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('subscribes without a request (agreement not enforced) and returns to an empty form', async () => {
    const { user, log, fetchSpy } = setup();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Otieno Ouma');
    await user.type(screen.getByRole('textbox', { name: /Email address/ }), 'otieno@example.com');
    await user.click(screen.getByRole('checkbox', { name: 'Climate Change' }));
    await user.click(screen.getByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you, Otieno Ouma. The next issue of our newsletter will be sent to otieno@example.com.',
    );
    expect(log).toHaveBeenCalledWith('Newsletter subscription', {
      name: 'Otieno Ouma',
      email: 'otieno@example.com',
      interests: ['Climate Change'],
      agreement: false,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Subscribe Another Email' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Climate Change' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });
});

describe('SubscribeForm from the footer fallback', () => {
  afterEach(() => window.history.replaceState({}, '', '/'));

  it('keeps the email passed in the address as text in the field', () => {
    window.history.replaceState({}, '', '/newsletter?email=%3Cb%3Ezawadi%40example.com');
    render(<SubscribeForm interests={newsletterInterests} signup={none} />);
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('<b>zawadi@example.com');
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('');
  });
});
