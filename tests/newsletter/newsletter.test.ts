import { newsletterIssues, recentIssueCount } from '@/content/newsletter';
import { getNewsletterIssue, recentNewsletterIssues } from '@/lib/newsletter-issues';
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
  const last = newsletterIssues.length - 1;
  it('finds every issue at its position, the oldest at 0', () => {
    expect(getNewsletterIssue('0')).toBe(newsletterIssues[0]);
    expect(getNewsletterIssue(String(last))).toBe(newsletterIssues[last]);
    newsletterIssues.forEach((issue, index) => expect(getNewsletterIssue(String(index))).toBe(issue));
  });
  it.each([String(newsletterIssues.length), '-1', 'abc', '', '1.5', ' 1', '01x'])('has no issue at %p', (index) => {
    expect(getNewsletterIssue(index)).toBeUndefined();
  });
  it('lists issues oldest first, so a new issue gets the next number and old numbers never move', () => {
    const dates = newsletterIssues.map((issue) => issue.date);
    expect([...dates].sort()).toEqual(dates);
  });
  it('features at most one issue, each with its own PDF', () => {
    expect(newsletterIssues.filter((issue) => issue.featured).length).toBeLessThanOrEqual(1);
    expect(new Set(newsletterIssues.map((issue) => issue.file)).size).toBe(newsletterIssues.length);
  });
});

describe('recentNewsletterIssues', () => {
  it('lists the most recent issues, newest first, each with its stable download index', () => {
    const recent = recentNewsletterIssues();
    expect(recent).toHaveLength(Math.min(recentIssueCount, newsletterIssues.length));
    expect(recent[0]).toEqual({ issue: newsletterIssues.at(-1), index: newsletterIssues.length - 1 });
    for (const { issue, index } of recent) expect(newsletterIssues[index]).toBe(issue);
    const dates = recent.map(({ issue }) => issue.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
  it('keeps old indexes when a new issue is published', () => {
    const before = recentNewsletterIssues(2);
    const next = { ...newsletterIssues.at(-1)!, title: 'Next', date: '2099-01-01', file: '/next.pdf' };
    newsletterIssues.push(next);
    try {
      const after = recentNewsletterIssues(2);
      expect(after[0]).toEqual({ issue: next, index: newsletterIssues.length - 1 });
      expect(after[1]).toEqual(before[0]);
    } finally {
      newsletterIssues.pop();
    }
  });
});
