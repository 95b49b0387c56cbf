import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PromoDialog } from '@/components/layout/promo-dialog';

const lastDay = '2025-09-12';

// The poster draws on a canvas; here it stands for itself.
jest.mock('@/components/layout/promo-dialog-poster', () => ({ PromoDialogPoster: () => <p>Poster</p> }));

function renderDialog() {
  return render(
    <PromoDialog
      title="4th International Environmental Conference and Expo 2025"
      when="10 to 12 September 2025 · KICC, Nairobi"
      poster={{ src: 'promo/poster', alt: 'Poster', info: { width: 4, height: 5, widths: [4], version: 'v' } }}
      link={{ href: 'https://conference.example', label: 'Visit the conference site' }}
      delayMs={4000}
      storageKey="promo-test"
      lastDay={lastDay}
    />,
  );
}

describe('PromoDialog', () => {
  beforeEach(() => {
    // Before the event's last day, as the spec describes the dialog.
    jest.useFakeTimers({ now: new Date(2025, 7, 1, 10) });
    window.sessionStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('still opens on the last day of the event', async () => {
    jest.setSystemTime(new Date(2025, 8, 12, 18));
    renderDialog();
    act(() => jest.advanceTimersByTime(4000));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('never opens once the event is over', () => {
    jest.setSystemTime(new Date(2025, 8, 13, 0, 5));
    renderDialog();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Poster')).not.toBeInTheDocument();
  });

  it('opens 4 seconds after load, not before', async () => {
    renderDialog();
    act(() => jest.advanceTimersByTime(3999));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText('Poster')).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(
      await screen.findByRole('dialog', { name: '4th International Environmental Conference and Expo 2025' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Poster')).toBeInTheDocument();
  });

  it('closes with its close button and stays closed for the rest of the visit', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { unmount } = renderDialog();
    act(() => jest.advanceTimersByTime(4000));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();

    // A new page load in the same visit: the dialog does not come back.
    renderDialog();
    act(() => jest.advanceTimersByTime(10000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes when the overlay (the dialog backdrop) is clicked', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderDialog();
    act(() => jest.advanceTimersByTime(4000));
    await user.click(await screen.findByRole('dialog'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.sessionStorage.getItem('promo-test')).toBe('1');
  });

  it('still opens when session storage is unavailable', async () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    renderDialog();
    act(() => jest.advanceTimersByTime(4000));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    spy.mockRestore();
  });

  it('stays closed while the visitor is offline', async () => {
    const online = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderDialog();
    await act(async () => jest.advanceTimersByTime(10_000));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    online.mockRestore();
  });
});
