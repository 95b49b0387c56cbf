import { isInGroup, isWithin } from '@/lib/current-page';
import { mainNavigation } from '@/lib/navigation';

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

  it('is in a group through a page the menu does not list but the group holds', () => {
    const news = { label: 'News & Events', href: '/news', also: ['/calendar'] };
    expect(isInGroup('/calendar', news)).toBe(true);
    expect(isInGroup('/trainings/calendar', news)).toBe(false);
  });
});

describe('the site menu marks a section on every page it holds', () => {
  it('marks News & Events on /calendar, Resources on /resources/vacancy and Media Center on /gallery', () => {
    const group = (path: string) => mainNavigation.find((entry) => isInGroup(path, entry))?.label;
    expect(group('/calendar')).toBe('News & Events');
    expect(group('/resources/vacancy')).toBe('Resources');
    expect(group('/gallery')).toBe('Media Center');
  });
});
