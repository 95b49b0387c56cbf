import { isInGroup, isWithin } from '@/lib/current-page';

const membership = {
  label: 'Membership',
  href: '/members/join',
  children: [
    { label: 'How to Join', href: '/members/join' },
    { label: 'Fees & Subscriptions', href: '/members/fees' },
  ],
};

describe('the page the visitor is on, for the menus', () => {
  it('is within a page and its own pages, not a page that only starts with the same letters', () => {
    expect(isWithin('/blogs', '/blogs')).toBe(true);
    expect(isWithin('/blogs/a-post', '/blogs')).toBe(true);
    expect(isWithin('/blogsroll', '/blogs')).toBe(false);
    expect(isWithin('/', '/blogs')).toBe(false);
    expect(isWithin(null, '/blogs')).toBe(false);
    expect(isWithin('/conference', 'https://conference.example/')).toBe(false);
  });

  it('is in a group through any of its children', () => {
    expect(isInGroup('/members/fees', membership)).toBe(true);
    expect(isInGroup('/members/chapters', membership)).toBe(false);
  });
});
