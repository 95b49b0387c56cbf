import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NotifyForm } from '@/components/careers/notify-form';
import { OpeningsSearch } from '@/components/careers/openings-search';
import { careerActions, careersWords, hrContactEmail, jobOpenings, resumeEmail } from '@/content/careers';
import { site } from '@/content/site';
import { applyHref, careerActionHref, emailHref, filterOpenings, openOpenings } from '@/lib/careers';
import { staticRoutes } from '@/lib/routes';
import type { JobOpening } from '@/content/schema';
import { signupForm } from '@/lib/signups';
import { sampleOpenings } from '../support/sample-openings';

const none = signupForm({ provider: 'none' }, 'careers');
const hrEmail = site.contacts.hrEmail;

const sample = sampleOpenings;

/** Renders the openings with the browser's clock at noon on `today`. */
function setup(openings: JobOpening[], today: string) {
  jest.useFakeTimers({ now: new Date(`${today}T12:00:00`), advanceTimers: true });
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<OpeningsSearch openings={openings} applyEmail={hrEmail} words={careersWords} />);
  return user;
}

const search = () => screen.getByRole('searchbox', { name: 'Search openings' });
const titles = () =>
  screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

afterEach(() => jest.useRealTimers());

describe('filterOpenings', () => {
  it('matches title, department and location in any case, as plain text', () => {
    expect(filterOpenings(sample, 'programme').map((j) => j.id)).toEqual([1]);
    expect(filterOpenings(sample, 'FINANCE').map((j) => j.id)).toEqual([2]);
    expect(filterOpenings(sample, '  ').map((j) => j.id)).toEqual([1, 2]);
    expect(filterOpenings(sample, '(.*')).toEqual([]);
  });
});

describe('applyHref and openOpenings', () => {
  it('emails the HR office with the title as the subject, or the opening’s own address or form', () => {
    expect(applyHref(sample[0]!, 'hr@eik.co.ke')).toBe('mailto:hr@eik.co.ke?subject=Programme%20Officer');
    expect(applyHref({ ...sample[0]!, apply: 'jobs@eik.co.ke' }, 'hr@eik.co.ke')).toBe(
      'mailto:jobs@eik.co.ke?subject=Programme%20Officer',
    );
    expect(applyHref(sample[1]!, 'hr@eik.co.ke')).toBe('https://jobs.example.org/eik/accountant');
  });

  it('keeps an opening through its deadline day and drops it the day after', () => {
    expect(openOpenings(sample, '2025-06-30').map((j) => j.id)).toEqual([1, 2]);
    expect(openOpenings(sample, '2025-07-01').map((j) => j.id)).toEqual([2]);
    expect(openOpenings(sample, '2025-07-16')).toEqual([]);
  });
});

describe('careers content', () => {
  it('lists every opening in content while it is open, or No Current Openings when there is none', () => {
    const firstPosted = jobOpenings.map((job) => job.posted).sort()[0];
    setup(jobOpenings, firstPosted ?? '2025-01-01');
    if (jobOpenings.length === 0) {
      expect(screen.getByRole('heading', { name: 'No Current Openings' })).toBeInTheDocument();
    } else {
      expect(titles()).toEqual(jobOpenings.map((job) => job.title));
    }
  });

  it('gives every opening in content a deadline after it was posted and at least one requirement', () => {
    for (const job of jobOpenings) {
      expect(job.deadline >= job.posted).toBe(true);
      expect(job.requirements.length).toBeGreaterThan(0);
    }
  });

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
    const user = setup([], '2025-06-15');
    expect(screen.getByRole('heading', { name: 'No Current Openings' })).toBeInTheDocument();
    expect(screen.getByText(/We are not recruiting at the moment/)).toBeInTheDocument();
    await user.type(search(), 'officer');
    expect(screen.getByRole('heading', { name: 'No Current Openings' })).toBeInTheDocument();
  });

  it('shows every field of an opening and an Apply email with its title as the subject', () => {
    setup(sample, '2025-06-15');
    const card = screen.getByRole('heading', { level: 3, name: 'Programme Officer' }).closest('article')!;
    const job = sample[0]!;
    for (const text of [job.type, 'Urgent', job.department, job.location, job.description, 'Apply by June 30, 2025']) {
      expect(within(card).getByText(text)).toBeInTheDocument();
    }
    expect(within(card).getByRole('heading', { level: 4, name: 'Requirements' })).toBeInTheDocument();
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(job.requirements);
    const apply = within(card).getByRole('link', { name: 'Apply for Programme Officer' });
    expect(apply).toHaveAttribute('href', 'mailto:hr@eik.co.ke?subject=Programme%20Officer');
    expect(apply).not.toHaveAttribute('target');
  });

  it('links Apply to the application form when the opening names one, and shows Urgent only when urgent', () => {
    setup(sample, '2025-06-15');
    const card = screen.getByRole('heading', { level: 3, name: 'Accountant' }).closest('article')!;
    const apply = within(card).getByRole('link', { name: /^Apply for Accountant/ });
    expect(apply).toHaveAttribute('href', 'https://jobs.example.org/eik/accountant');
    expect(apply).toHaveAttribute('target', '_blank');
    expect(within(card).queryByText('Urgent')).not.toBeInTheDocument();
  });

  it('filters a list of openings as the visitor types', async () => {
    const user = setup(sample, '2025-06-15');
    expect(titles()).toEqual(['Programme Officer', 'Accountant']);
    await user.type(search(), 'account');
    expect(titles()).toEqual(['Accountant']);
    await user.type(search(), 'zzz');
    expect(screen.getByText(/No openings match/)).toBeInTheDocument();
  });

  it('hides an opening once its deadline day has passed in the browser', async () => {
    const user = setup(sample, '2025-07-01');
    expect(titles()).toEqual(['Accountant']);
    await user.type(search(), 'programme');
    expect(screen.getByRole('heading', { name: 'No Current Openings' })).toBeInTheDocument();
    expect(screen.getByText(/No openings match “programme”/)).toBeInTheDocument();
  });

  it('shows the empty state once every deadline has passed', () => {
    setup(sample, '2025-07-16');
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByRole('heading', { name: 'No Current Openings' })).toBeInTheDocument();
    expect(screen.getByText(/We are not recruiting at the moment/)).toBeInTheDocument();
  });
});

describe('NotifyForm', () => {
  it.each([
    ['', 'Please enter your email address.'],
    ['not-an-email', 'Please enter a valid email address, like name@example.com.'],
  ])('rejects %p with a clear message and no confirmation', async (value, message) => {
    const user = userEvent.setup();
    render(<NotifyForm signup={none} words={careersWords} />);
    const input = screen.getByRole('textbox', { name: 'Email address for job alerts' });
    if (value) await user.type(input, value);
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('confirms a valid email inline and can start again', async () => {
    const user = userEvent.setup();
    render(<NotifyForm signup={none} words={careersWords} />);
    await user.type(screen.getByRole('textbox', { name: 'Email address for job alerts' }), 'amina@example.com');
    await user.click(screen.getByRole('button', { name: 'Notify Me' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Thank you! We will email amina@example.com when a position opens.',
    );
    await user.click(screen.getByRole('button', { name: 'Use another email' }));
    expect(screen.getByRole('textbox', { name: 'Email address for job alerts' })).toHaveValue('');
  });
});
