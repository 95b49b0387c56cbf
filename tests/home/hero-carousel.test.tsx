import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeroCarousel } from '@/components/home/hero-carousel';
import { hero } from '@/content/home';

const labels = ['Forest', 'Savannah', 'Lake', 'Highlands'];

function renderCarousel() {
  return render(
    <HeroCarousel
      slides={labels.map((label) => (
        <span key={label}>{label}</span>
      ))}
      labels={labels}
      words={hero.carousel}
      intervalMs={4000}
    >
      <h1>Headline</h1>
      <a href="/members/join">Become a Member</a>
    </HeroCarousel>,
  );
}

function currentSlide() {
  return screen
    .getAllByRole('group', { hidden: true })
    .find((slide) => slide.getAttribute('aria-hidden') === 'false')
    ?.getAttribute('aria-label');
}

describe('HeroCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('advances every 4 seconds and wraps around after the fourth slide', () => {
    renderCarousel();
    expect(currentSlide()).toBe('1 of 4: Forest');
    act(() => jest.advanceTimersByTime(4000));
    expect(currentSlide()).toBe('2 of 4: Savannah');
    act(() => jest.advanceTimersByTime(12000));
    expect(currentSlide()).toBe('1 of 4: Forest');
  });

  it('pauses and plays with its button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    act(() => jest.advanceTimersByTime(12000));
    expect(currentSlide()).toBe('1 of 4: Forest');
    await user.click(screen.getByRole('button', { name: 'Play slideshow' }));
    // The pointer still rests on the hero, which also pauses it: move it away.
    await user.unhover(screen.getByRole('region', { name: 'Highlights' }));
    act(() => screen.getByRole('button', { name: 'Pause slideshow' }).blur());
    act(() => jest.advanceTimersByTime(4000));
    expect(currentSlide()).toBe('2 of 4: Savannah');
  });

  it('pauses while hovered or while something inside has keyboard focus', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Highlights' });
    fireEvent.pointerEnter(region, { pointerType: 'mouse' });
    act(() => jest.advanceTimersByTime(8000));
    expect(currentSlide()).toBe('1 of 4: Forest');
    fireEvent.pointerLeave(region);

    act(() => screen.getByRole('link', { name: 'Become a Member' }).focus());
    act(() => jest.advanceTimersByTime(8000));
    expect(currentSlide()).toBe('1 of 4: Forest');
  });

  it('shows a chosen slide from its dot button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Show slide 3: Lake' }));
    expect(currentSlide()).toBe('3 of 4: Lake');
    expect(screen.getByRole('button', { name: 'Show slide 3: Lake' })).toHaveAttribute('aria-current', 'true');
  });

  it('does not rotate when the visitor prefers reduced motion', () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    renderCarousel();
    act(() => jest.advanceTimersByTime(12000));
    expect(currentSlide()).toBe('1 of 4: Forest');
    window.matchMedia = original;
  });
});
