/**
 * What a real browser reports about a page load, through the Performance APIs field data comes from:
 * every LCP candidate, FCP, CLS (largest session window) and the slowest interaction (as INP counts it
 * with fewer than 50 interactions). Source text, not a function: tsx rewrites named functions with
 * calls to a helper the page does not have. Install it with `page.addInitScript({ content })`.
 */
import type { Page } from '@playwright/test';

interface LcpCandidate {
  /** When the candidate was painted, in ms since navigation start. */
  time: number;
  /** Its area in CSS px. */
  size: number;
  element: string;
  url: string;
  /** Whether the element is inside a <dialog> (the promo dialog is the only one). */
  inDialog: boolean;
}

interface PageVitals {
  lcp: LcpCandidate[];
  fcp: number | null;
  cls: number;
  /** The longest interaction's duration in ms (0 when there was none). */
  inp: number;
  /** The event types of the longest interaction, e.g. "pointerdown, pointerup, click". */
  inpEvents: string;
}

export const vitalsObserverSource = `(() => {
  const state = { lcp: [], fcp: null, cls: 0, inp: 0, inpEvents: '' };
  Object.defineProperty(window, '__vitals', { value: state });
  const describe = (element) => {
    if (!element) return '(element removed)';
    let text = element.tagName.toLowerCase();
    if (element.id) text += '#' + element.id;
    const label = element.getAttribute('alt') || element.getAttribute('aria-label') || element.textContent || '';
    const words = label.replace(/\\s+/g, ' ').trim();
    if (words) text += ' "' + (words.length > 48 ? words.slice(0, 47) + '…' : words) + '"';
    return text;
  };
  const observe = (type, callback, options) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(callback)).observe({ type, buffered: true, ...options });
    } catch {
      // An entry type this browser does not support is simply not reported.
    }
  };
  observe('largest-contentful-paint', (entry) => {
    state.lcp.push({
      time: entry.startTime,
      size: entry.size,
      element: describe(entry.element),
      url: entry.url || '',
      inDialog: Boolean(entry.element && entry.element.closest('dialog')),
    });
  });
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') state.fcp = entry.startTime;
  });
  // CLS: the largest session window (shifts less than 1 s apart, at most 5 s long).
  let windowValue = 0;
  let windowStart = 0;
  let windowLast = 0;
  observe('layout-shift', (entry) => {
    if (entry.hadRecentInput) return;
    if (windowValue > 0 && entry.startTime - windowLast < 1000 && entry.startTime - windowStart < 5000) {
      windowValue += entry.value;
    } else {
      windowValue = entry.value;
      windowStart = entry.startTime;
    }
    windowLast = entry.startTime;
    state.cls = Math.max(state.cls, windowValue);
  });
  // INP: an interaction's latency is the longest duration among its events.
  const interactions = new Map();
  observe(
    'event',
    (entry) => {
      if (!entry.interactionId) return;
      const known = interactions.get(entry.interactionId) || { duration: 0, events: [] };
      known.duration = Math.max(known.duration, entry.duration);
      if (!known.events.includes(entry.name)) known.events.push(entry.name);
      interactions.set(entry.interactionId, known);
      if (known.duration >= state.inp) {
        state.inp = known.duration;
        state.inpEvents = known.events.join(', ');
      }
    },
    { durationThreshold: 16 },
  );
})();`;

export async function readVitals(page: Page): Promise<PageVitals> {
  // A string, for the same reason as the observer itself.
  return (await page.evaluate('JSON.parse(JSON.stringify(window.__vitals))')) as PageVitals;
}
