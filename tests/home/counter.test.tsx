import { act, render, screen } from '@testing-library/react';
import { mockAllIsIntersecting } from 'react-intersection-observer/test-utils';
import { Counter } from '@/components/home/counter';

describe('Counter', () => {
  let now = 0;
  let frames: FrameRequestCallback[] = [];
  beforeEach(() => {
    now = 0;
    frames = [];
    jest.spyOn(performance, 'now').mockImplementation(() => now);
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      frames.push(cb);
      return frames.length;
    });
    jest.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  function step(ms: number) {
    now += ms;
    const pending = frames;
    frames = [];
    act(() => pending.forEach((cb) => cb(now)));
  }

  it('shows the final figure before it is seen (as in the static HTML)', () => {
    render(<Counter value={6014} suffix="+" duration={2.7} />);
    expect(screen.getByText('6,014+', { selector: '[aria-hidden]' })).toBeInTheDocument();
  });

  it('counts up once from zero over its duration when scrolled into view', () => {
    render(<Counter value={6014} suffix="+" duration={2.7} />);
    act(() => mockAllIsIntersecting(true));
    step(0);
    expect(screen.getByText('0+', { selector: '[aria-hidden]' })).toBeInTheDocument();
    step(1350);
    const middle = Number(screen.getByText(/\+$/, { selector: '[aria-hidden]' }).textContent!.replace(/[^0-9]/g, ''));
    expect(middle).toBeGreaterThan(0);
    expect(middle).toBeLessThan(6014);
    step(1350);
    expect(screen.getByText('6,014+', { selector: '[aria-hidden]' })).toBeInTheDocument();
    // Seen again later: no second animation.
    act(() => mockAllIsIntersecting(false));
    act(() => mockAllIsIntersecting(true));
    expect(frames).toHaveLength(0);
  });

  it('gives screen readers only the final figure', () => {
    render(<Counter value={9} suffix="+" duration={4.7} />);
    expect(screen.getByText('9+', { selector: '.sr-only' })).toBeInTheDocument();
  });
});
