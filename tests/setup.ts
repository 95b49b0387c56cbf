import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { setupIntersectionMocking, resetIntersectionMocking } from 'react-intersection-observer/test-utils';

const browser = typeof window !== 'undefined';

// IntersectionObserver for react-intersection-observer and framer-motion (jsdom tests only).
if (browser) {
  beforeEach(() => setupIntersectionMocking(jest.fn));
  afterEach(() => resetIntersectionMocking());
}

// jsdom lacks these; Headless UI and the reduced-motion hook use them.
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
(globalThis as unknown as { ResizeObserver: unknown }).ResizeObserver ??= ResizeObserverStub;

if (browser && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks the text codecs of the font reader that sets the link-preview cards' text (a page's
// metadata names its card by a hash of the drawing: lib/social-card-layout.ts).
globalThis.TextEncoder ??= TextEncoder as typeof globalThis.TextEncoder;
globalThis.TextDecoder ??= TextDecoder as typeof globalThis.TextDecoder;

// jsdom does not implement <dialog> methods.
if (typeof HTMLDialogElement !== 'undefined' && !HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// jsdom has no PointerEvent: React's pointer handlers read pointerType from it.
if (typeof window !== 'undefined' && !window.PointerEvent) {
  class PointerEventStub extends MouseEvent {
    pointerType: string;
    constructor(type: string, init: PointerEventInit = {}) {
      super(type, init);
      this.pointerType = init.pointerType ?? 'mouse';
    }
  }
  (window as unknown as { PointerEvent: unknown }).PointerEvent = PointerEventStub;
}

// jsdom decodes no images; the promo poster waits on decode() before drawing on its canvas.
if (typeof HTMLImageElement !== 'undefined' && !HTMLImageElement.prototype.decode) {
  HTMLImageElement.prototype.decode = () => Promise.resolve();
}
