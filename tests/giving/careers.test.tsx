import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotifyForm } from '@/components/careers/notify-form';
import { OpeningsSearch } from '@/components/careers/openings-search';
import { careerActions, hrContactEmail, resumeEmail } from '@/content/careers';
import { careerActionHref, emailHref, filterOpenings } from '@/lib/careers';
import { staticRoutes } from '@/lib/routes';
import type { JobOpening } from '@/content/schema';
import { signupForm } from '@/lib/signups';

const none = signupForm({ provider: 'none' }, 'careers');

const sample: JobOpening[] = [
  {
    id: 1,
    title: 'Programme Officer',
    description: 'Runs trainings',
    type: 'Full-time',
    location: 'Nairobi',
    department: 'Training',
    deadline: '2025-06-30',
    requirements: [],
    urgent: true,
  },
  {
    id: 2,
    title: 'Accountant',
    description: 'Keeps the books',
    type: 'Contract',
    location: 'Remote',
    department: 'Finance',
    deadline: '2025-07-15',
    requirements: [],
    urgent: false,
  },
];

describe('filterOpenings', () => {
  it('matches title, department and location in any case, as plain text', () => {
    expect(filterOpenings(sample, 'programme').map((j) => j.id)).toEqual([1]);
    expect(filterOpenings(sample, 'FINANCE').map((j) => j.id)).toEqual([2]);
    expect(filterOpenings(sample, '  ').map((j) => j.id)).toEqual([1, 2]);
    expect(filterOpenings(sample, '(.*')).toEqual([]);
  });
});

describe('careers content', () => {
  it('gives every button a useful target: a page of the site or an email with a subject', () => {
    const pages = staticRoutes.map((route) => route.path);
    for (const action of careerActions) {
      const href = careerActionHref(action);
      if ('href' in action) expect(pages).toContain(href);
      else expect(href).toBe(`mailto:${action.email.to}?subject=${encodeURIComponent(action.email.subject)}`);
    }
    for (const email of [resumeEmail, hrContactEmail]) {
      expect(emailHref(email)).toBe(`mailto:${email.to}?subject=${encodeURIComponent(email.subject)}`);
    }
  });
});

describe('OpeningsSearch', () => {
  it('shows No Current Openings for the empty list, whatever is searched', async () => {
    const user = userEvent.setup();
    render(<OpeningsSearch openings={[]} />);
    expect(screen.getByRole('heading', { name: 'No Current Openings' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search openings' }), 'officer');
    expect(screen.getByRole('heading', { name: 'No Current Openings' })).toBeInTheDocument();
  });

  it('filters a list of openings as the visitor types', async () => {
    const user = userEvent.setup();
    render(<OpeningsSearch openings={sample} />);
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Apply by June 30, 2025')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search openings' }), 'account');
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Accountant' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search openings' }), 'zzz');
    expect(screen.getByText(/No openings match/)).toBeInTheDocument();
  });
});

describe('NotifyForm', () => {
  it.each([
    ['', 'Please enter your email address.'],
    ['not-an-email', 'Please enter a valid email address, like name@example.com.'],
  ])('rejects %p with a clear message and no confirmation', async (value, message) => {
    const user = userEvent.setup();
    render(<NotifyForm signup={none} />);
    const input = screen.getByRole('textbox', { name: 'Email address for job alerts' });
    if (value) await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('confirms a valid email inline and can start again', async () => {
    const user = userEvent.setup();
    render(<NotifyForm signup={none} />);
    await user.type(screen.getByRole('textbox', { name: 'Email address for job alerts' }), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! We will email amina@example.com when a position opens.',
    );
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByRole('textbox', { name: 'Email address for job alerts' })).toHaveValue('');
  });
});
