'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { FooterSubscribeProps } from './footer-subscribe-form';

/**
 * Shows the plain form (`children`) until the field comes into view or is reached, then swaps in the
 * interactive one, taking over what was typed and the focus. A form sent before the script arrives waits
 * for it; were the script not to arrive (offline), the plain form stays and a send that waited goes plain.
 */
export function FooterSubscribeLoader({ children, ...props }: FooterSubscribeProps & { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const [Form, setForm] = useState<ComponentType<FooterSubscribeProps> | null>(null);
  const waiting = useRef(false);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    if (Form) {
      if (waiting.current) element.querySelector('form')?.requestSubmit();
      waiting.current = false;
      return;
    }
    let started = false;
    const start = () => {
      // Offline, the plain form stays (it still works): a later look or tap, once online, fetches it.
      if (started || !navigator.onLine) return;
      started = true;
      import('./footer-subscribe-form').then(
        (module) => setForm(() => module.FooterSubscribeForm),
        () => waiting.current && element.querySelector('form')?.submit(),
      );
    };
    const send = (event: SubmitEvent) => {
      if (!navigator.onLine) return;
      event.preventDefault();
      waiting.current = true;
      start();
    };
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start());
    observer.observe(element);
    element.addEventListener('focusin', start);
    element.addEventListener('pointerdown', start);
    element.addEventListener('submit', send);
    return () => {
      observer.disconnect();
      element.removeEventListener('focusin', start);
      element.removeEventListener('pointerdown', start);
      element.removeEventListener('submit', send);
    };
  }, [Form]);

  // Read while the plain form is still in the page: the interactive one renders before replacing it.
  const takeOver = () => {
    const field = box.current?.querySelector('input[type="email"]');
    if (!(field instanceof HTMLInputElement)) return { email: '', focused: false };
    return { email: field.value, focused: document.activeElement === field };
  };

  return <div ref={box}>{Form ? <Form {...props} takeOver={takeOver} /> : children}</div>;
}
