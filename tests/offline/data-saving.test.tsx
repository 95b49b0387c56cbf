import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HeroCarousel } from '@/components/home/hero-carousel';
import { ConferencePromo } from '@/components/layout/promo';
import { conferencePromo } from '@/content/site';
import { hero } from '@/content/home';

const labels = ['Forest', 'Savannah', 'Lake', 'Highlands'];

/** The browser's data-saving setting, as Chrome reports it in navigator.connection. */
function setSaveData(saveData: boolean | undefined) {
  const connection =
    saveData === undefined ? undefined : Object.assign(new EventTarget(), { saveData, effectiveType: '4g' });
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
}

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
    </HeroCarousel>,
  );
}

const slides = () => screen.getAllByRole('group', { hidden: true });
const currentSlide = () =>
  slides()
    .find((slide) => slide.getAttribute('aria-hidden') === 'false')
    ?.getAttribute('aria-label');

describe('a visitor who saves data', () => {
  beforeEach(() => {
    // While the promoted conference is still to come, so the dialog opens.
    jest.useFakeTimers({ now: new Date(`${conferencePromo.days.start}T09:00:00`) });
    window.sessionStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
    setSaveData(undefined);
  });

  it('sees the first hero image only: no rotation, the later slides not displayed (their images never load)', () => {
    setSaveData(true);
    renderCarousel();
    act(() => jest.advanceTimersByTime(12_000));
    expect(currentSlide()).toBe('1 of 4: Forest');
    expect(
      slides()
        .slice(1)
        .every((slide) => slide.classList.contains('hidden')),
    ).toBe(true);
  });

  it('can still choose a slide, which then shows', async () => {
    setSaveData(true);
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel();
    await user.click(screen.getByRole('button', { name: 'Show slide 3: Lake' }));
    expect(currentSlide()).toBe('3 of 4: Lake');
    expect(slides()[2]).not.toHaveClass('hidden');
  });

  it('without data saving, every slide is displayed and the hero rotates', () => {
    setSaveData(false);
    renderCarousel();
    expect(slides().some((slide) => slide.classList.contains('hidden'))).toBe(false);
    act(() => jest.advanceTimersByTime(4000));
    expect(currentSlide()).toBe('2 of 4: Savannah');
  });

  it('gets the promo dialog with its text and link, without the poster', async () => {
    setSaveData(true);
    render(<ConferencePromo />);
    act(() => jest.advanceTimersByTime(conferencePromo.delayMs));
    const dialog = await screen.findByRole('dialog', { name: conferencePromo.title });
    expect(dialog).toHaveTextContent(conferencePromo.venue);
    expect(screen.getByRole('link', { name: /Visit the conference site/ })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: conferencePromo.poster.alt })).not.toBeInTheDocument();
  });

  it('the promo keeps its poster for everyone else', async () => {
    setSaveData(false);
    render(<ConferencePromo />);
    act(() => jest.advanceTimersByTime(conferencePromo.delayMs));
    expect(await screen.findByRole('img', { name: conferencePromo.poster.alt })).toBeInTheDocument();
  });
});
