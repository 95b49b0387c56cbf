import { act, render } from '@testing-library/react';
import { ServiceWorkerRegistration } from '@/components/offline/service-worker-registration';
import { serviceWorkerUrl } from '@/lib/offline';

let pathname = '/agm';
jest.mock('@/components/ui/use-current-path', () => ({ useCurrentPath: () => pathname }));

function fakeServiceWorker({ controlled }: { controlled: boolean }) {
  const postMessage = jest.fn();
  const register = jest.fn(() => Promise.resolve({}));
  const serviceWorker = {
    register,
    controller: controlled ? {} : null,
    ready: Promise.resolve({ active: { postMessage } }),
  };
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, get: () => serviceWorker });
  return { register, postMessage };
}

function setSaveData(saveData: boolean) {
  Object.defineProperty(navigator, 'connection', { configurable: true, get: () => ({ saveData }) });
}

/** The page has loaded (jsdom's readyState is already "complete") and the browser is idle. */
async function idle() {
  await act(async () => {
    jest.advanceTimersByTime(1500);
    await Promise.resolve();
    await Promise.resolve();
  });
}

describe('ServiceWorkerRegistration', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    pathname = '/agm';
    setSaveData(false);
  });
  afterEach(() => jest.useRealTimers());

  it('registers the worker once the page is idle, not before, and asks it to save the page read', async () => {
    const { register, postMessage } = fakeServiceWorker({ controlled: false });
    render(<ServiceWorkerRegistration />);
    expect(register).not.toHaveBeenCalled();
    await idle();
    expect(register).toHaveBeenCalledWith(serviceWorkerUrl);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SAVE_PAGE', path: '/agm' });
  });

  it('does not ask again for a page the worker served, but does after a client navigation', async () => {
    const { postMessage } = fakeServiceWorker({ controlled: true });
    const { rerender } = render(<ServiceWorkerRegistration />);
    await idle();
    expect(postMessage).not.toHaveBeenCalled();
    pathname = '/about/background';
    rerender(<ServiceWorkerRegistration />);
    await idle();
    expect(postMessage).toHaveBeenCalledWith({ type: 'SAVE_PAGE', path: '/about/background' });
  });

  it('registers nothing and saves nothing for a visitor who saves data', async () => {
    setSaveData(true);
    const { register, postMessage } = fakeServiceWorker({ controlled: false });
    render(<ServiceWorkerRegistration />);
    await idle();
    expect(register).not.toHaveBeenCalled();
    expect(postMessage).not.toHaveBeenCalled();
  });
});
