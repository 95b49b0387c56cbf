import { getNewsletterIssue, newsletterIssues } from '@/content/newsletter';
import { validateSubscription } from '@/lib/newsletter-form';

describe('validateSubscription', () => {
  it('accepts a name and a valid email', () => {
    expect(validateSubscription({ name: 'Wanjiku Kamau', email: 'wanjiku@example.co.ke' })).toEqual({});
  });
  it('asks for the full name when it is empty or only spaces', () => {
    expect(validateSubscription({ name: '   ', email: 'a@example.com' })).toEqual({
      name: 'Please enter your full name.',
    });
  });
  it('asks for an email when it is empty', () => {
    expect(validateSubscription({ name: 'A', email: '' })).toEqual({ email: 'Please enter your email address.' });
  });
  it.each(['wanjiku', 'wanjiku@', 'wanjiku@example', 'wan jiku@example.com', '@example.com'])(
    'rejects the email %p',
    (email) => {
      expect(validateSubscription({ name: 'A', email })).toEqual({
        email: 'Please enter a valid email address, like name@example.com.',
      });
    },
  );
  it('reports both fields at once', () => {
    expect(Object.keys(validateSubscription({ name: '', email: 'x' }))).toEqual(['name', 'email']);
  });
});

describe('getNewsletterIssue', () => {
  it('finds the issues at 0 to 3', () => {
    expect(newsletterIssues).toHaveLength(4);
    expect(getNewsletterIssue('0')).toBe(newsletterIssues[0]);
    expect(getNewsletterIssue('3')).toBe(newsletterIssues[3]);
  });
  it.each(['4', '-1', 'abc', '', '1.5', ' 1', '01x'])('has no issue at %p', (index) => {
    expect(getNewsletterIssue(index)).toBeUndefined();
  });
  it('has exactly one featured issue, each with its own PDF', () => {
    expect(newsletterIssues.filter((issue) => issue.featured)).toHaveLength(1);
    expect(new Set(newsletterIssues.map((issue) => issue.file)).size).toBe(4);
  });
});
