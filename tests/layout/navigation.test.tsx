import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DesktopNav } from '@/components/layout/desktop-nav';
import { MobileMenu } from '@/components/layout/mobile-menu';
import { donateLink, joinLink, portalLoginLink } from '@/content/navigation';
import { mainNavigation } from '@/lib/navigation';

describe('DesktopNav', () => {
  it('links every top-level title to its first page', () => {
    render(<DesktopNav groups={mainNavigation} />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'About Us' })).toHaveAttribute('href', '/about/background');
    expect(within(nav).getByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/members/join');
    expect(within(nav).getByRole('link', { name: 'Trainings' })).toHaveAttribute('href', '/trainings/short-courses');
    expect(within(nav).getByRole('link', { name: 'Media Center' })).toHaveAttribute('href', '/monthly-bulletin');
    expect(within(nav).getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources/downloads');
    expect(within(nav).getByRole('link', { name: 'News & Events' })).toHaveAttribute('href', '/news');
    const conference = within(nav).getByRole('link', { name: /Conference/ });
    expect(conference).toHaveAttribute('target', '_blank');
    expect(conference).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens a dropdown by click and closes it with Escape, returning focus to its button', async () => {
    const user = userEvent.setup();
    render(<DesktopNav groups={mainNavigation} />);
    const toggle = screen.getByRole('button', { name: 'Membership menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Fees & Subscriptions' })).toHaveAttribute('href', '/members/fees');
    within(panel).getByRole('link', { name: 'How to Join' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });

  it('keeps a hovered dropdown open when its button is then clicked, and closes it on a second click', async () => {
    const user = userEvent.setup();
    render(<DesktopNav groups={mainNavigation} />);
    const toggle = screen.getByRole('button', { name: 'Resources menu' });
    await user.hover(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the hovered dropdown and only that one', async () => {
    render(<DesktopNav groups={mainNavigation} />);
    const about = screen.getByRole('button', { name: 'About Us menu' });
    const media = screen.getByRole('button', { name: 'Media Center menu' });
    fireEvent.pointerEnter(about.closest('li')!, { pointerType: 'mouse' });
    expect(about).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerEnter(media.closest('li')!, { pointerType: 'mouse' });
    expect(media).toHaveAttribute('aria-expanded', 'true');
    expect(about).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes a hovered dropdown shortly after the pointer leaves', () => {
    jest.useFakeTimers();
    render(<DesktopNav groups={mainNavigation} />);
    const item = screen.getByRole('button', { name: 'Trainings menu' }).closest('li')!;
    fireEvent.pointerEnter(item, { pointerType: 'mouse' });
    fireEvent.pointerLeave(item, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Trainings menu' })).toHaveAttribute('aria-expanded', 'false');
    jest.useRealTimers();
  });
});

describe('MobileMenu', () => {
  // jsdom cannot navigate: keep link clicks on the page.
  const stay = (event: Event) => event.preventDefault();
  beforeAll(() => document.addEventListener('click', stay));
  afterAll(() => document.removeEventListener('click', stay));

  it('opens the drawer with every link plus Join, Donate and the members portal, and closes when a link is clicked', async () => {
    const user = userEvent.setup();
    render(<MobileMenu groups={mainNavigation} join={joinLink} donate={donateLink} portal={portalLoginLink} />);
    const trigger = screen.getByRole('button', { name: 'Menu' });
    await user.click(trigger);
    const drawer = screen.getByRole('dialog', { name: 'Site menu' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(drawer).getByRole('link', { name: 'Technical Working Groups' })).toHaveAttribute(
      'href',
      '/members/chapters',
    );
    expect(within(drawer).getByRole('link', { name: joinLink.label })).toHaveAttribute('href', joinLink.href);
    expect(within(drawer).getByRole('link', { name: donateLink.label })).toHaveAttribute('href', donateLink.href);
    // The top bar that holds Portal Login is drawn only from 1024 px: on a phone the drawer has it.
    const portal = within(drawer).getByRole('link', { name: new RegExp(`^${portalLoginLink.label}`) });
    expect(portal).toHaveAttribute('href', portalLoginLink.href);
    expect(portal).toHaveAttribute('target', '_blank');
    await user.click(within(drawer).getByRole('link', { name: 'Council' }));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    render(<MobileMenu groups={mainNavigation} join={joinLink} donate={donateLink} portal={portalLoginLink} />);
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Site menu' })).not.toBeInTheDocument();
  });
});
