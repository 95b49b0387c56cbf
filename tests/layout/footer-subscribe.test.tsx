import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FooterSubscribe } from '@/components/layout/footer-subscribe';
import { signupForm } from '@/lib/signups';

/** The sample site's setting: nothing is sent. */
const none = signupForm({ provider: 'none' }, 'footer');

/** The field is reached (a tap or Tab), so its script arrives and the interactive form takes over. */
async function reachField(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('textbox', { name: 'Email address' }));
  await act(() => import('@/components/layout/footer-subscribe-form'));
}

describe('FooterSubscribe', () => {
  it('is an email field with the spec placeholder', () => {
    render(<FooterSubscribe signup={none} />);
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('placeholder', 'Enter your email');
  });

  it.each([
    ['', 'Please enter your email address.'],
    ['wanjiru@', 'Please enter a valid email address, like name@example.com.'],
    ['<script>@x', 'Please enter a valid email address, like name@example.com.'],
  ])('rejects %p with a clear message and no confirmation', async (value, message) => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    render(<FooterSubscribe signup={none} />);
    await reachField(user);
    if (value) await user.type(screen.getByRole('textbox', { name: 'Email address' }), value);
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('confirms a valid email inline without any request', async () => {
    const user = userEvent.setup();
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    render(<FooterSubscribe signup={none} />);
    await reachField(user);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'wanjiru@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! wanjiru@example.com is subscribed to our newsletter.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Subscribe another email' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it('is a plain form until its field is reached, then keeps what was typed and the focus', async () => {
    const user = userEvent.setup();
    render(<FooterSubscribe signup={none} />);
    const plain = screen.getByRole('textbox', { name: 'Email address' });
    // The browser checks the email, and the form takes it to the newsletter page, until the script comes.
    expect(plain).toBeRequired();
    expect(plain.closest('form')).toHaveAttribute('action', '/newsletter');
    await user.type(plain, 'wanjiru@exa');
    await act(() => import('@/components/layout/footer-subscribe-form'));
    const field = screen.getByRole('textbox', { name: 'Email address' });
    expect(field).not.toBe(plain);
    expect(field).toHaveValue('wanjiru@exa');
    expect(field).toHaveFocus();
    await user.type(field, 'mple.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent('wanjiru@example.com is subscribed');
  });

  it('keeps the id the page gives its field once its script takes over', async () => {
    const user = userEvent.setup();
    const { container } = render(<FooterSubscribe signup={none} id="next-agm-email" />);
    expect(container.querySelector('#next-agm-email')).toBe(screen.getByRole('textbox', { name: 'Email address' }));
    await reachField(user);
    expect(container.querySelector('#next-agm-email')).toBe(screen.getByRole('textbox', { name: 'Email address' }));
  });

  it('sent before its script arrives, waits for it and confirms inline', async () => {
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    render(<FooterSubscribe signup={none} />);
    const plain = screen.getByRole('textbox', { name: 'Email address' });
    fireEvent.change(plain, { target: { value: 'wanjiru@example.com' } });
    // A press with no pointer or focus first, as a fast tap can land before the script is asked for.
    const submit = jest.fn((event: Event) => event.defaultPrevented);
    plain.closest('form')?.addEventListener('submit', (event) => queueMicrotask(() => submit(event)));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    await act(() => import('@/components/layout/footer-subscribe-form'));
    expect(submit).toHaveReturnedWith(true);
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Thank you! wanjiru@example.com is subscribed to our newsletter.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('offline, stays the plain form and fetches nothing', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    render(<FooterSubscribe signup={none} />);
    const plain = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(plain, 'wanjiru@example.com');
    await act(() => import('@/components/layout/footer-subscribe-form'));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toBe(plain);
    expect(plain.closest('form')).toHaveAttribute('action', '/newsletter');
    online.mockRestore();
  });
});
