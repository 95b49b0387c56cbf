import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FooterSubscribe } from '@/components/layout/footer-subscribe';
import { signupForm } from '@/lib/signups';

/** The sample site's setting: nothing is sent. */
const none = signupForm({ provider: 'none' }, 'footer');

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
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'wanjiru@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! wanjiru@example.com is subscribed to our newsletter.',
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Subscribe another email' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });
});
