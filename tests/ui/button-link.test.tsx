import { render, screen } from '@testing-library/react';
import { ButtonLink } from '@/components/ui/button';

describe('ButtonLink', () => {
  it('shows an envelope before the label of a link that writes an email, and none before a page link', () => {
    render(
      <>
        <ButtonLink href="mailto:hr@example.org?subject=Volunteering">Volunteer</ButtonLink>
        <ButtonLink href="/members/join">Become a Member</ButtonLink>
      </>,
    );
    const email = screen.getByRole('link', { name: 'Volunteer' });
    expect(email).toHaveAttribute('href', 'mailto:hr@example.org?subject=Volunteering');
    expect(email.firstElementChild?.tagName.toLowerCase()).toBe('svg');
    expect(email.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'Become a Member' }).querySelector('svg')).toBeNull();
  });
});
